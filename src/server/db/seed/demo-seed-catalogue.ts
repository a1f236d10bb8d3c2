import { CHARACTER_PRIVACY, GENRES, WORLD_PRIVACY } from '@common/constants';
import { familyRank } from '@common/entitlements';
import { characters, templates, templateVersions, worlds } from '../schema/index';
import { daysBefore, inInsertOrder, timeAfter, type DemoUser, type SeedContext } from './demo-seed-context';
import {
  CHARACTER_BACKGROUNDS,
  CHARACTER_FIRST_NAMES,
  CHARACTER_ROLES,
  CHARACTER_SURNAMES,
  CHARACTER_TRAITS,
  SPEAKING_STYLES,
  VOICE_PATTERNS,
} from './demo-people-text';
import { DEMO_TEMPLATES } from './demo-templates-text';
import { demoTemplateContent } from './demo-template-content';
import { DEMO_WORLDS, WORLD_CULTURES, WORLD_HISTORIES, WORLD_RULES } from './demo-worlds-text';

export type DemoWorld = { id: string; name: string; genre: string; creator: string; privacyLevel: string };
export type DemoTemplate = { id: string; creator: string };

/** Creators ordered by how much they build: higher creator tiers first. */
const byTierDescending = (creators: DemoUser[]) =>
  [...creators].sort(
    (a, b) => familyRank(b.tier) - familyRank(a.tier) || a.username.localeCompare(b.username),
  );

/**
 * 20 worlds, owned mostly by the higher creator tiers. Free creators get at most one each, so
 * nobody is over their private-world limit (SPEC section 6).
 */
export async function seedDemoWorlds(ctx: SeedContext, creators: DemoUser[]): Promise<DemoWorld[]> {
  const { random } = ctx;
  const owners = byTierDescending(creators);
  const rows = DEMO_WORLDS.map(([name, genre, technologyLevel, description, geography], index) => {
    const createdAt = daysBefore(ctx, random.int(20, 500));
    return {
      name,
      genre,
      technologyLevel,
      description,
      geography,
      cultures: random.pick(WORLD_CULTURES),
      history: random.pick(WORLD_HISTORIES),
      rulesSystem: random.pick(WORLD_RULES),
      creator: owners[index % owners.length]!.id,
      // Half are listed publicly; the rest spread over the other privacy levels.
      privacyLevel: index % 2 === 0 ? random.pick(['Public', 'Marketplace']) : random.pick(WORLD_PRIVACY),
      createdAt,
      updatedAt: timeAfter(ctx, createdAt),
    };
  });
  const inserted = await ctx.tx.insert(worlds).values(rows).returning();
  return inInsertOrder(
    inserted,
    DEMO_WORLDS.map(([name]) => name),
    (w) => w.name,
  ).map((w) => ({
    id: w.id,
    name: w.name,
    genre: w.genre,
    creator: w.creator,
    privacyLevel: w.privacyLevel,
  }));
}

/** How many demo characters each tier may own, within the plans' character limits. */
const CHARACTER_QUOTA: Record<string, number> = {
  Free: 3,
  Chronicler: 5,
  Worldsmith: 8,
  'Master Weaver': 10,
};

/**
 * 80 characters with distinct names, traits and voices, spread over creators within quota; about
 * half live in one of their owner's worlds.
 */
export async function seedDemoCharacters(
  ctx: SeedContext,
  creators: DemoUser[],
  worldList: DemoWorld[],
  count = 80,
): Promise<void> {
  const { random } = ctx;
  const slots = creators.flatMap((c) => Array.from({ length: CHARACTER_QUOTA[c.tier] ?? 0 }, () => c.id));
  const owners = random.sample(slots, count);
  const names = random.sample(
    CHARACTER_FIRST_NAMES.flatMap((first) => CHARACTER_SURNAMES.map((last) => `${first} ${last}`)),
    count,
  );
  const rows = names.map((name, index) => {
    const createdAt = daysBefore(ctx, random.int(1, 400));
    const ownWorlds = worldList.filter((w) => w.creator === owners[index]);
    return {
      name,
      owner: owners[index]!,
      worldId: ownWorlds.length > 0 && random.chance(0.5) ? random.pick(ownWorlds).id : null,
      description: random.pick(CHARACTER_ROLES),
      personalityTraits: random.sample(CHARACTER_TRAITS, random.int(2, 6)).join(', '),
      background: random.pick(CHARACTER_BACKGROUNDS),
      speakingStyle: random.pick(SPEAKING_STYLES),
      voicePatterns: random.pick(VOICE_PATTERNS),
      privacyLevel: random.pick(CHARACTER_PRIVACY),
      createdAt,
      updatedAt: timeAfter(ctx, createdAt),
    };
  });
  await ctx.tx.insert(characters).values(rows);
}

const PAID_PRICES = [2.99, 4.99, 9.99, 14.99];

/** The static cover of a demo template: two designs per type, under public/template-covers. */
const coverOf = (type: string, n: number) =>
  `/template-covers/${type.toLowerCase().replace(/ /g, '-')}-${1 + (n % 2)}.svg`;

/**
 * 30 templates, about 40 % free, each with the structured content its name and description
 * promise and a cover; downloads drawn; every third one has a second version with a changelog,
 * and one in ten is unpublished (its creator still sees it). Unrated here: a template's rating is
 * the average of its reviews, set after the reviews are seeded (seedDemoAcquisitions).
 */
export async function seedDemoTemplates(ctx: SeedContext, creators: DemoUser[]): Promise<DemoTemplate[]> {
  const { random } = ctx;
  const rows = DEMO_TEMPLATES.map(([name, type, description], i) => {
    const createdAt = daysBefore(ctx, random.int(1, 300));
    const creator = random.pick(creators).id;
    const price = random.chance(0.4) ? 0 : random.pick(PAID_PRICES);
    const category = random.pick(GENRES);
    const downloads = random.int(0, 4800);
    // The draw a made-up rating used to take stays, so every later draw (and with it the rest of
    // the demo: stories, ratings, events) is what it was.
    if (!random.chance(0.2)) random.int(300, 500);
    return {
      name,
      type,
      description,
      content: demoTemplateContent(name, type, description),
      creator,
      price,
      category,
      downloads,
      rating: null,
      coverImage: coverOf(type, i),
      licence: i % 4 === 0 ? 'commercial' : 'personal',
      status: i % 10 === 9 ? 'unpublished' : 'published',
      currentVersion: i % 3 === 0 ? 2 : 1,
      createdAt,
      updatedAt: timeAfter(ctx, createdAt),
    };
  });
  const inserted = await ctx.tx.insert(templates).values(rows).returning();
  await ctx.tx.insert(templateVersions).values(
    inserted.flatMap((t) => {
      const first = {
        templateId: t.id,
        version: 1,
        content: t.content,
        changelog: 'Initial version',
        createdAt: t.createdAt,
      };
      return t.currentVersion === 1
        ? [first]
        : [
            first,
            {
              templateId: t.id,
              version: 2,
              content: t.content,
              changelog: 'Tightened the notes and added examples.',
              createdAt: t.updatedAt,
            },
          ];
    }),
  );
  return inInsertOrder(
    inserted,
    rows.map((r) => r.name),
    (t) => t.name,
  ).map((t) => ({ id: t.id, creator: t.creator }));
}
