import { eq, sql } from 'drizzle-orm';
import type { PlayEntryKind } from '@common/play';
import type { PlayRoll } from '@common/schemas/play-sessions';
import { chapters, playCurations, playDrafts } from '../schema/index';
import { createChaptersRepository } from '../../modules/chapters/chapters.repository';
import { chapterContent, storeChapterContent } from '../../modules/chapters/chapter-content';
import { curate } from '../../modules/play-sessions/play-curation';
import { draftDocument } from '../../modules/play-sessions/play-draft-document';
import type { EntryRow } from '../../modules/play-sessions/play-entries.repository';
import type { SeedContext } from './demo-seed-context';
import { daysBefore } from './demo-seed-context';

/** A seeded entry as inserted (the draft reads the same fields the log's repository gives). */
export type SeededEntry = {
  id?: string;
  seq: number;
  kind: PlayEntryKind;
  authorId: string;
  text?: string | null;
  title?: string | null;
  characterName?: string | null;
  whisperTo?: string[] | null;
  roll?: PlayRoll | null;
  createdAt: Date;
};

/** The first three scenes of the evening: the selection the demo game master drafted. */
export const DEMO_DRAFT_TO_SEQ = 112;

/**
 * The draft chapter bram made from the demo table: the curation the game master left (the first
 * three scenes, asides, whispers and rolls out, one speaker's posts merged) and the chapter the
 * app's own draft builder writes from it, a draft at the end of the story, linked to the session.
 */
export async function seedDemoPlayDraft(
  ctx: SeedContext,
  input: {
    sessionId: string;
    storyId: string;
    gameMasterId: string;
    entries: SeededEntry[];
    nameOf: (userId: string) => string;
  },
) {
  const { sessionId, storyId, gameMasterId } = input;
  const settings = {
    fromSeq: 1,
    toSeq: DEMO_DRAFT_TO_SEQ,
    hideOutOfCharacter: true,
    hideWhispers: true,
    mergeSameSpeaker: true,
    rolls: 'omit' as const,
  };
  const at = daysBefore(ctx, 5);
  await ctx.tx.insert(playCurations).values({ sessionId, ...settings, updatedAt: at });
  const rows: EntryRow[] = input.entries.map((e) => ({
    id: e.id ?? `${e.seq}`,
    sessionId,
    seq: e.seq,
    kind: e.kind,
    authorId: e.authorId,
    authorName: input.nameOf(e.authorId),
    text: e.text ?? null,
    title: e.title ?? null,
    characterId: null,
    characterName: e.characterName ?? null,
    characterImage: null,
    whisperTo: null,
    roll: e.roll ?? null,
    guestName: null,
    image: null,
    createdAt: e.createdAt,
    editedAt: null,
  }));
  const doc = draftDocument(curate(rows, settings, new Map()), settings.mergeSameSpeaker);
  const [last] = await ctx.tx
    .select({ n: sql<number>`coalesce(max(${chapters.position}), 0)::int` })
    .from(chapters)
    .where(eq(chapters.storyId, storyId));
  const [chapter] = await ctx.tx
    .insert(chapters)
    .values({
      storyId,
      position: Number(last?.n ?? 0) + 1,
      title: 'Harrowmere (from the table)',
      status: 'draft',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: chapters.id });
  await storeChapterContent(createChaptersRepository(ctx.tx), {
    storyId,
    chapterId: chapter!.id,
    content: chapterContent(doc),
    at,
  });
  await ctx.tx
    .insert(playDrafts)
    .values({ chapterId: chapter!.id, sessionId, createdBy: gameMasterId, createdAt: at });
}
