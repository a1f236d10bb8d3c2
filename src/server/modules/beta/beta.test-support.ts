import { sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { createSignedInUser } from '../../auth/auth.test-support';
import { FRAGMENT } from '../../collab/live-doc';
import { createLiveChaptersRepository } from '../../collab/live-chapters.repository';
import { createLiveStore } from '../../collab/live-store';
import { buildStory } from '../../db/factories.test-support';
import { chapters } from '../../db/schema/chapters';
import type { TestApp } from '../../test/test-app';
import { patron } from '../commissions/commissions.test-support';
import { sendAs, type Who } from '../tips/tips.test-support';

export { patron, sendAs, type Who };

export const PASSAGE = 'the lighthouse keeper counted the ships';
export const OPENING = `On the first night ${PASSAGE} twice.`;

const doc = (...paragraphs: string[]) => ({
  type: 'doc' as const,
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/** An author with a Private story of two draft chapters (the first holds PASSAGE) and a published one. */
export async function authorWithDrafts(t: TestApp, prefix: string) {
  const who = await createSignedInUser(t, prefix);
  const story = await buildStory(t.database.db, who.user.id, { title: `${prefix}'s draft` });
  const rows = await t.database.db
    .insert(chapters)
    .values([
      { storyId: story.id, position: 1, title: 'Arrival', content: doc(OPENING, 'The sea was calm.') },
      { storyId: story.id, position: 2, title: 'Storm', content: doc('Then the storm came.') },
      { storyId: story.id, position: 3, title: 'Published', content: doc('Out.'), status: 'published' },
    ])
    .returning({ id: chapters.id });
  return { ...who, story, chapterIds: rows.map((r) => r.id) };
}

export async function addCollaborator(t: TestApp, storyId: string, userId: string) {
  await t.database.db.execute(
    sql`insert into story_collaborators (story_id, user_id, role) values (${storyId}, ${userId}, 'Collaborator')`,
  );
}

/** Opens a beta read of the author's two drafts, with a question on the first. */
export async function openBeta(t: TestApp, author: Awaited<ReturnType<typeof authorWithDrafts>>, over = {}) {
  const [first, second] = author.chapterIds;
  const res = await sendAs(t, 'POST', `/api/v1/stories/${author.story.id}/beta-reads`, author.cookie, {
    chapterIds: [first, second],
    questions: { [first!]: 'Did the opening hook you?' },
    ...over,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().id as string;
}

/** Edits the chapter's live document as a collaborator in the live room would, and stores it. */
export async function editLive(t: TestApp, chapterId: string, edit: (fragment: Y.XmlFragment) => void) {
  const loaded = await createLiveStore(t.database.db).loadOrSeed(chapterId);
  const ydoc = new Y.Doc();
  Y.applyUpdate(ydoc, loaded!.state);
  edit(ydoc.getXmlFragment(FRAGMENT));
  await createLiveChaptersRepository(t.database.db).saveState(chapterId, Y.encodeStateAsUpdate(ydoc));
}

/** A new first paragraph (a collaborator typing above the passage). */
export const paragraphAbove = (text: string) => (fragment: Y.XmlFragment) => {
  const p = new Y.XmlElement('paragraph');
  p.insert(0, [new Y.XmlText(text)]);
  fragment.insert(0, [p]);
};

/** The XmlText of the paragraph holding `needle`. */
export function textHolding(fragment: Y.XmlFragment, needle: string): Y.XmlText {
  for (const p of fragment.toArray()) {
    const text = (p as Y.XmlElement).toArray().find((c) => c instanceof Y.XmlText) as Y.XmlText | undefined;
    if (text?.toString().includes(needle)) return text;
  }
  throw new Error(`no paragraph holds ${needle}`);
}
