import { and, eq } from 'drizzle-orm';
import { COLLABORATOR_ROLES, STORY_GENRES } from '@common/constants';
import type { TiptapDoc } from '@common/schemas/chapter';
import { chapters, sessionParticipants, sessions, stories, storyCollaborators } from '../schema/index';
import type { DemoWorld } from './demo-seed-catalogue';
import {
  daysBefore,
  inInsertOrder,
  timeAfter,
  type DemoStory,
  type DemoUser,
  type SeedContext,
} from './demo-seed-context';
import { fillIn, PROSE_BY_GENRE, storyParagraphs } from './demo-prose';
import { chapterDocument } from './prose';
import { createChaptersRepository } from '../../modules/chapters/chapters.repository';
import { chapterContent, storeChapterContent } from '../../modules/chapters/chapter-content';

/** Each chapter is three paragraphs, about 150 to 250 words. */
const PARAGRAPHS_PER_CHAPTER = 3;
const PUBLIC_STATUSES = ['Active', 'Active', 'Complete', 'Complete', 'Published'] as const;
const PRIVATE_STATUSES = ['Planning', 'Planning', 'Active', 'On Hold', 'Archived'] as const;

/**
 * 60 stories, every genre and status. About half are published (SPEC section 4: Public, with
 * publication_status 'Published' and published_at). Each story but the Planning ones has 1 to 5
 * chapters of real prose, stored the way the app stores chapter text (storeChapterContent), so
 * plain text, word counts and the story's counts are the app's own.
 */
export async function seedDemoStories(
  ctx: SeedContext,
  creators: DemoUser[],
  worldsList: DemoWorld[],
  count = 60,
): Promise<DemoStory[]> {
  const { random } = ctx;
  const authors = random.sample(creators, creators.length);
  const planned = Array.from({ length: count }, (_, index) => {
    const genre = STORY_GENRES[index % STORY_GENRES.length]!;
    const prose = PROSE_BY_GENRE[genre];
    const title = prose.titles[Math.floor(index / STORY_GENRES.length) % prose.titles.length]!;
    const author = authors[index % authors.length]!;
    const isPublic = random.chance(0.55);
    const status = random.pick(isPublic ? PUBLIC_STATUSES : PRIVATE_STATUSES);
    const cast = {
      hero: random.pick(prose.heroes),
      ally: random.pick(prose.allies),
      place: random.pick(prose.places),
    };
    const chapterCount =
      status === 'Planning' ? 0 : status === 'Active' ? random.int(1, 4) : random.int(3, 5);
    const paragraphs = storyParagraphs(random, prose.paragraphs, chapterCount * PARAGRAPHS_PER_CHAPTER);
    const texts = Array.from({ length: chapterCount }, (_, c) =>
      chapterDocument(
        paragraphs
          .slice(c * PARAGRAPHS_PER_CHAPTER, (c + 1) * PARAGRAPHS_PER_CHAPTER)
          .map((p) => fillIn(p, cast)),
      ),
    );
    const ownWorlds = worldsList.filter((w) => w.creator === author.id);
    const world = ownWorlds.find((w) => w.genre === genre) ?? (random.chance(0.5) ? ownWorlds[0] : undefined);
    const createdAt = daysBefore(ctx, random.int(14, 420));
    const updatedAt = timeAfter(ctx, createdAt);
    const publishedAt = isPublic ? timeAfter(ctx, createdAt) : null;
    return {
      row: {
        title,
        description: fillIn(random.pick(prose.blurbs), cast),
        genre,
        status,
        createdBy: author.id,
        worldId: world?.id ?? null,
        content: `Synopsis: ${fillIn(prose.blurbs[0]!, cast)}`,
        privacyLevel: isPublic ? 'Public' : 'Private',
        publicationStatus: isPublic ? 'Published' : null,
        publishedAt,
        chapterCount,
        viewCount: isPublic ? Math.floor(20 + random.next() ** 2 * 18_000) : random.int(0, 12),
        createdAt,
        updatedAt,
      },
      texts,
      chapterTitles: prose.chapterTitles,
    };
  });

  const inserted = inInsertOrder(
    await ctx.tx
      .insert(stories)
      .values(planned.map((p) => p.row))
      .returning(),
    planned.map((p) => p.row.title),
    (s) => s.title,
  );
  const planChapters = inserted.flatMap((story, index) => {
    const { texts, chapterTitles, row } = planned[index]!;
    return texts.map((doc, c) => ({
      doc,
      row: {
        storyId: story.id,
        position: c + 1,
        title: chapterTitles[c % chapterTitles.length]!,
        // An Active story's newest chapter is still a draft; everything else is published.
        status: row.status === 'Active' && c === texts.length - 1 && texts.length > 1 ? 'draft' : 'published',
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      },
    }));
  });
  await storeChapters(ctx, planChapters);
  await markOneExclusive(
    ctx,
    inserted,
    planned.map((p) => p.texts.length),
  );
  await scheduleNewestDrafts(
    ctx,
    inserted,
    planned.map((p) => p.texts.length),
  );

  const demoStories = inserted.map((s) => ({
    id: s.id,
    title: s.title,
    genre: s.genre,
    createdBy: s.createdBy,
    isPublic: s.privacyLevel === 'Public',
    chapterCount: s.chapterCount,
    createdAt: s.createdAt,
  }));
  await seedCollaboration(ctx, demoStories, creators);
  return demoStories;
}

/**
 * One exclusive story (issue 25): the last public Complete story with at least three chapters (all
 * published), so its first chapter is the storefront and two or more are locked to free readers.
 */
async function markOneExclusive(
  ctx: SeedContext,
  inserted: (typeof stories.$inferSelect)[],
  chapterCounts: number[],
) {
  const candidates = inserted.filter(
    (s, i) => s.privacyLevel === 'Public' && s.status === 'Complete' && chapterCounts[i]! >= 3,
  );
  const chosen = candidates[candidates.length - 1];
  if (chosen) await ctx.tx.update(stories).set({ exclusive: true }).where(eq(stories.id, chosen.id));
}

/**
 * Scheduled chapters (issue 25): the newest chapter (a draft) of the first three public Active
 * stories is scheduled 3, 5 and 12 days ahead. The first two stories give early access 7 days
 * before, so a Story Connoisseur reads those chapters now and everyone else sees the date.
 */
const SCHEDULED_DEMO = [
  { inDays: 3, earlyAccessDays: 7 },
  { inDays: 5, earlyAccessDays: 7 },
  { inDays: 12, earlyAccessDays: null },
] as const;
const DAY = 24 * 60 * 60_000;

async function scheduleNewestDrafts(
  ctx: SeedContext,
  inserted: (typeof stories.$inferSelect)[],
  chapterCounts: number[],
) {
  const chosen = inserted
    .filter((s, i) => s.privacyLevel === 'Public' && s.status === 'Active' && chapterCounts[i]! > 1)
    .slice(0, SCHEDULED_DEMO.length);
  for (const [i, story] of chosen.entries()) {
    const { inDays, earlyAccessDays } = SCHEDULED_DEMO[i]!;
    await ctx.tx
      .update(chapters)
      .set({ scheduledAt: new Date(ctx.now.getTime() + inDays * DAY) })
      .where(and(eq(chapters.storyId, story.id), eq(chapters.status, 'draft')));
    if (earlyAccessDays)
      await ctx.tx.update(stories).set({ earlyAccessDays }).where(eq(stories.id, story.id));
  }
}

/** Collaborators on about a fifth of the stories, and live sessions for the shared ones. */
async function seedCollaboration(ctx: SeedContext, storyList: DemoStory[], creators: DemoUser[]) {
  const { random, tx } = ctx;
  for (const story of storyList) {
    if (!random.chance(0.2)) continue;
    const helpers = random.sample(
      creators.filter((c) => c.id !== story.createdBy),
      random.int(1, 2),
    );
    await tx.insert(storyCollaborators).values(
      helpers.map((h) => ({
        storyId: story.id,
        userId: h.id,
        role: random.pick(COLLABORATOR_ROLES),
        joinedAt: timeAfter(ctx, story.createdAt),
      })),
    );
    for (let n = random.int(1, 3); n > 0; n--) {
      const sessionDate = timeAfter(ctx, story.createdAt);
      const [session] = await tx.insert(sessions).values({ storyId: story.id, sessionDate }).returning();
      await tx.insert(sessionParticipants).values(
        [story.createdBy, ...helpers.map((h) => h.id)].map((userId) => ({
          sessionId: session!.id,
          userId,
          joinedAt: sessionDate,
        })),
      );
    }
  }
}

/** Creates the chapters, then stores each one's text through the app's one write path for it. */
async function storeChapters(
  ctx: SeedContext,
  planned: { doc: TiptapDoc; row: typeof chapters.$inferInsert & { updatedAt: Date } }[],
) {
  if (planned.length === 0) return;
  const created = await ctx.tx
    .insert(chapters)
    .values(planned.map((p) => p.row))
    .returning({ id: chapters.id, storyId: chapters.storyId, position: chapters.position });
  const byPlace = new Map(planned.map((p) => [`${p.row.storyId}/${p.row.position}`, p]));
  const repo = createChaptersRepository(ctx.tx);
  for (const { id, storyId, position } of created) {
    const { doc, row } = byPlace.get(`${storyId}/${position}`)!;
    await storeChapterContent(repo, {
      storyId,
      chapterId: id,
      content: chapterContent(doc),
      at: row.updatedAt,
    });
  }
}
