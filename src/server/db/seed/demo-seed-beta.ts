import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { prosemirrorJSONToYXmlFragment } from '@tiptap/y-tiptap';
import { chapterSchema, FRAGMENT, normaliseDoc } from '../../collab/live-doc';
import { anchorPassage, textBlocks } from '../../modules/beta/beta-anchor';
import {
  betaComments,
  betaReadChapters,
  betaReaders,
  betaReads,
  chapterLiveStates,
  chapters,
  playDrafts,
} from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';
import { daysBefore } from './demo-seed-context';

/** ophelia's comments on bram's draft: the words they are anchored to, and what she said. */
export const DEMO_BETA_COMMENTS: ReadonlyArray<[string, string]> = [
  ['The Gull and Lantern', 'What a name for an inn. I could smell the place.'],
  ['said Aldric.', 'Aldric sounds so sure of himself here; I wanted a hint of doubt.'],
];

/**
 * ophelia (Patron of the Arts) beta reads bram's draft chapter (the one he made from his play
 * table): an open beta read with bram's question, and two of her comments anchored to passages of
 * the chapter's live document. The live state is stored here (from a Yjs document with a fixed
 * client id, so the seed stays deterministic) so the anchors and the live room share one document.
 */
export async function seedDemoBeta(ctx: SeedContext, people: DemoUser[]) {
  const bram = people.find((p) => p.username === 'bram');
  const ophelia = people.find((p) => p.username === 'ophelia');
  const [draft] = await ctx.tx
    .select({ chapterId: chapters.id, storyId: chapters.storyId, content: chapters.content })
    .from(playDrafts)
    .innerJoin(chapters, eq(chapters.id, playDrafts.chapterId));
  if (!bram || !ophelia || !draft) return;

  const ydoc = new Y.Doc();
  ydoc.clientID = 1;
  prosemirrorJSONToYXmlFragment(chapterSchema(), normaliseDoc(draft.content), ydoc.getXmlFragment(FRAGMENT));
  await ctx.tx
    .insert(chapterLiveStates)
    .values({ chapterId: draft.chapterId, state: Y.encodeStateAsUpdate(ydoc) })
    .onConflictDoNothing();

  const opened = daysBefore(ctx, 3);
  const [read] = await ctx.tx
    .insert(betaReads)
    .values({ storyId: draft.storyId, openedBy: bram.id, createdAt: opened })
    .returning({ id: betaReads.id });
  const betaReadId = read!.id;
  await ctx.tx.insert(betaReadChapters).values({
    betaReadId,
    chapterId: draft.chapterId,
    question: 'Does the inn feel like a real place? Where did you lose interest?',
  });
  await ctx.tx
    .insert(betaReaders)
    .values({ betaReadId, userId: ophelia.id, status: 'active', createdAt: opened });

  const text = textBlocks(ydoc).join('\n');
  const rows = DEMO_BETA_COMMENTS.flatMap(([words, body], i) => {
    const from = text.indexOf(words);
    const passage = from < 0 ? undefined : anchorPassage(ydoc, from, from + words.length);
    if (!passage) return [];
    return [
      {
        betaReadId,
        chapterId: draft.chapterId,
        readerId: ophelia.id,
        body,
        quote: passage.quote,
        anchorStart: passage.anchor.start,
        anchorEnd: passage.anchor.end,
        createdAt: daysBefore(ctx, 2 - i),
      },
    ];
  });
  if (rows.length > 0) await ctx.tx.insert(betaComments).values(rows);
  ydoc.destroy();
}
