import { STORY_GENRES, WORLD_GENRES, type TemplateType } from '@common/constants';
import type { TiptapDoc } from '@common/schemas/chapter';
import {
  parseTemplateContentOf,
  type CharacterArchetypeContent,
  type TypedTemplateContent,
} from '@common/schemas/template-content';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { AppError, badRequest, notFound, unauthenticated } from '../../errors';
import { assertMayAddCharacter, assertMayAddPrivateWorld } from '../entitlements/entitlements.policy';
import { chapterContent, storeChapterContent } from '../chapters/chapter-content';
import { createChaptersRepository } from '../chapters/chapters.repository';
import { createCharactersRepository } from '../characters/characters.repository';
import { createStatsRepository } from '../stats/stats.repository';
import { createStoriesRepository } from '../stories/stories.repository';
import { userLockQueries } from '../users/users.repository';
import { createWorldsRepository } from '../worlds/worlds.repository';
import { createAcquisitionsRepository } from './acquisitions.repository';
import { createMarketplaceRepository } from './marketplace.repository';
import { isCreator, maySeeTemplate, type Caller } from './marketplace.policy';
import { assertMayUseExclusive } from './exclusive-templates.policy';

/**
 * 'Use this template' (POST /templates/:id/use): in ONE transaction, under the user's row lock
 * the tier-limit checks take, the template becomes
 *   Story Structure     → a Private story (Planning) with a draft chapter per beat, in order;
 *   World Asset         → a Private world with its sections (places listed under Geography);
 *   Character Archetype → a character with its fields and traits;
 *   Scenario Pack       → a Private world, its characters in it, and a story set there whose
 *                         first draft chapter is the opening chapter.
 * A plan limit (private worlds, characters) answers its 403 TIER_LIMIT and creates nothing.
 * Who may use it: its creator, whoever holds it, and anyone signed in for a free published
 * template (that first use counts as a download, once per user); a paid one not bought: 403.
 * A holder's use is recorded (consumed_at): a bought template once used is no longer refundable
 * (acquisitions.policy.ts); the check and the record run under the lock a refund takes.
 * An exclusive template not held (issue 27) is used only on a plan with exclusive templates, the
 * plan as stored now, at no charge and with nothing recorded (no acquisition, no download count):
 * the use ends with the plan, what it made stays. Others get 403 naming the plan. The flag and
 * price are read again under a share lock of the template row, so a change of the flag at the
 * same moment is seen either wholly before or wholly after.
 */
export type UseResult = {
  kind: 'story' | 'world' | 'character' | 'scenario';
  id: string;
  storyId: string | null;
  worldId: string | null;
};

const storyGenre = (c: string | null) =>
  (STORY_GENRES as readonly string[]).includes(c ?? '') ? c! : 'Fantasy';
const worldGenre = (c: string | null) =>
  (WORLD_GENRES as readonly string[]).includes(c ?? '') ? c! : 'Universal';
const cut = (s: string, max: number) => (s.length <= max ? s : s.slice(0, max));
const orNull = (s: string) => (s === '' ? null : s);

/** Paragraphs of plain text as a chapter document. */
function paragraphs(text: string): TiptapDoc {
  const parts = text
    .split(/\n{2,}|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: parts.map((p) => ({ type: 'paragraph', content: [{ type: 'text', text: p }] })),
  };
}

/** The geography text with the places appended as a list. */
function geographyWithPlaces(
  geography: string,
  places: Array<{ name: string; description: string }>,
): string | null {
  const list = places
    .map((p) => (p.description ? `- ${p.name}: ${p.description}` : `- ${p.name}`))
    .join('\n');
  const text = [geography, list ? `Places:\n${list}` : ''].filter(Boolean).join('\n\n');
  return orNull(cut(text, 50000));
}

const characterValues = (c: CharacterArchetypeContent, worldId: string | null) => ({
  name: c.name,
  description: c.description,
  background: orNull(c.background),
  personalityTraits: orNull(c.personalityTraits.join(', ')),
  speakingStyle: orNull(c.speakingStyle),
  voicePatterns: orNull(c.voicePatterns),
  privacyLevel: 'Private',
  worldId,
});

async function build(
  tx: Db,
  userId: string,
  tier: string,
  name: string,
  description: string,
  category: string | null,
  doc: TypedTemplateContent,
): Promise<UseResult> {
  const worlds = createWorldsRepository(tx);
  const characters = createCharactersRepository(tx);
  const stories = createStoriesRepository(tx);
  const chapters = createChaptersRepository(tx);

  async function newStory(title: string, worldId: string | null) {
    return stories.insert({
      title: cut(title, 200),
      description: cut(description, 5000),
      genre: storyGenre(category),
      createdBy: userId,
      worldId,
    });
  }
  async function newWorld(
    worldName: string,
    sections: { geography: string; cultures: string; history: string; rulesSystem: string },
    places: Array<{ name: string; description: string }>,
  ) {
    assertMayAddPrivateWorld(tier, await worlds.countPrivateWorlds(userId), 'create');
    return worlds.insert(userId, {
      name: cut(worldName, 120),
      description: cut(description, 5000),
      genre: worldGenre(category),
      privacyLevel: 'Private',
      geography: geographyWithPlaces(sections.geography, places),
      cultures: orNull(sections.cultures),
      history: orNull(sections.history),
      rulesSystem: orNull(sections.rulesSystem),
    });
  }

  switch (doc.type) {
    case 'Story Structure': {
      const story = await newStory(name, null);
      for (const act of doc.content.acts)
        for (const beat of act.beats) await chapters.append(story.id, beat.title);
      return { kind: 'story', id: story.id, storyId: story.id, worldId: null };
    }
    case 'World Asset': {
      const world = await newWorld(name, doc.content.sections, doc.content.places);
      return { kind: 'world', id: world.id, storyId: null, worldId: world.id };
    }
    case 'Character Archetype': {
      assertMayAddCharacter(tier, await characters.countOwned(userId));
      const character = await characters.insert(userId, characterValues(doc.content, null));
      return { kind: 'character', id: character.id, storyId: null, worldId: null };
    }
    case 'Scenario Pack': {
      const c = doc.content;
      const world = await newWorld(
        name,
        { geography: '', cultures: '', history: '', rulesSystem: '' },
        c.places,
      );
      const owned = await characters.countOwned(userId);
      // Every character must fit: check the last one's place against the limit before inserting any.
      assertMayAddCharacter(tier, owned + c.characters.length - 1);
      for (const person of c.characters) {
        await characters.insert(
          userId,
          characterValues(
            {
              name: person.name,
              description: person.description,
              background: '',
              personalityTraits: [],
              speakingStyle: '',
              voicePatterns: '',
            },
            world.id,
          ),
        );
      }
      const story = await newStory(c.premise.title, world.id);
      const opening = await chapters.append(story.id, c.openingChapter.title);
      const opener = paragraphs([c.premise.text, c.openingChapter.text].filter(Boolean).join('\n\n'));
      // Without text the chapter keeps the empty document it was created with.
      if (opener.content?.length) {
        await storeChapterContent(chapters, {
          storyId: story.id,
          chapterId: opening.id,
          content: chapterContent(opener),
        });
      }
      return { kind: 'scenario', id: story.id, storyId: story.id, worldId: world.id };
    }
  }
}

const purchaseRequired = () => new AppError(403, 'PURCHASE_REQUIRED', 'Buy this template to use it.');

export function createTemplateUseService(db: Db) {
  const templatesRepo = createMarketplaceRepository(db);
  const acquisitions = createAcquisitionsRepository(db);

  return {
    async use(user: Caller, id: string): Promise<UseResult> {
      if (!user) throw unauthenticated();
      const row = await templatesRepo.findTemplate(id);
      if (!row) throw notFound('Template not found');
      const facts = {
        creatorId: row.creatorId,
        status: row.status,
        price: Number(row.price),
        exclusive: row.exclusive,
      };
      const acquired = await acquisitions.hasAcquired(user.id, row.id);
      if (!maySeeTemplate(facts, user, acquired)) throw notFound('Template not found');
      const owner = isCreator(facts, user);
      if (!owner && !acquired && !facts.exclusive && facts.price > 0) throw purchaseRequired();
      const parsed = parseTemplateContentOf(row.type as TemplateType, row.content);
      if (!parsed.success) throw badRequest('This template has no usable content.');

      return withTransaction(db, async (tx) => {
        const tier = (await userLockQueries(tx).lockUserForTierCheck(user.id))?.tier;
        if (tier === undefined) throw unauthenticated();
        const acquisitionsTx = createAcquisitionsRepository(tx);
        // Read again under the lock a refund takes too: a template refunded meanwhile is not used.
        const holding = owner ? undefined : await acquisitionsTx.lockHeld(user.id, row.id, 'update');
        let byPlan = false;
        if (!owner && !holding) {
          const terms = await createMarketplaceRepository(tx).lockTerms(row.id);
          if (!terms) throw notFound('Template not found');
          if (terms.exclusive) {
            if (terms.status !== 'published') throw notFound('Template not found');
            assertMayUseExclusive(tier);
            byPlan = true;
          } else if (terms.price > 0) throw purchaseRequired();
        }
        const result = await build(tx, user.id, tier, row.name, row.description, row.category, parsed.data);
        if (holding) await acquisitionsTx.markConsumed(holding.id);
        else if (!owner && !byPlan && (await acquisitionsTx.recordDownload(user.id, row.id))) {
          await createStatsRepository(tx).incrementTemplateDownloads(row.id);
        }
        return result;
      });
    },
  };
}
