import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Chapter, TiptapDoc } from '@common/schemas/chapter';
import { chapters } from '../db/schema/chapters';
import { buildStory } from '../db/factories.test-support';
import { buildChapter, call } from '../modules/stories/story.test-support';
import { until } from './collab-client.test-support';
import { liveTestApp } from './live-app.test-support';

const docOf = (...paragraphs: string[]): TiptapDoc => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/**
 * An HTTP save of a chapter open live answers only once its text is stored: text the database
 * cannot hold never gets that far (a lone surrogate is replaced by the input guard), and a store
 * that fails anyway answers 503 instead of a 200 for text that is only in memory.
 */
describe('HTTP save of a live chapter that cannot be stored', () => {
  const live = liveTestApp({
    COLLAB_SAVE_DEBOUNCE_MS: '100',
    COLLAB_SAVE_MAX_WAIT_MS: '400',
    COLLAB_SESSION_GRACE_MS: '200',
  });
  const contentText = async (id: string) =>
    (
      await live.t.database.db
        .select({ text: chapters.contentText })
        .from(chapters)
        .where(eq(chapters.id, id))
    )[0]!.text;

  /** A chapter with its owner typing in its room, `Live words` stored. */
  async function openChapter() {
    const { t, cast } = live;
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const chapter = await buildChapter(t, story.id, 1);
    const url = `/api/v1/stories/${story.id}/chapters/${chapter.id}`;
    const writer = live.open(chapter.id);
    await writer.synced;
    writer.write('Live words');
    await until('the live text is stored', async () => (await contentText(chapter.id)) === 'Live words');
    const patch = (content: TiptapDoc) => call(t, cast, 'owner', 'PATCH', url, { content });
    return { chapter, writer, patch };
  }

  it('stores a PATCH with a lone surrogate (U+FFFD in its place), and the room goes on storing after it', async () => {
    const { chapter, writer, patch } = await openChapter();
    // inject sends the body through JSON.stringify: the literal escape "\ud800" on the wire.
    const saved = await patch(docOf('Live words', 'a\ud800b'));
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(await contentText(chapter.id)).toBe('Live words\na\ufffdb');
    await until('the writer has the saved text', () => writer.text() === 'Live words\na\ufffdb');

    writer.write('Live words', 'a\ufffdb', 'typed after');
    await until(
      'typing after the save is stored',
      async () => (await contentText(chapter.id)) === 'Live words\na\ufffdb\ntyped after',
    );
  });

  it(
    'answers 503 when the live store fails, and the same save sent again is stored once the database takes it',
    { timeout: 60_000 },
    async () => {
      const { chapter, patch } = await openChapter();
      const db = live.t.database.db;
      // The database refuses every store of this chapter's live state, as a full disk would.
      await db.execute(
        sql.raw(`create or replace function refuse_live_store() returns trigger language plpgsql as $$
        begin if new.chapter_id = '${chapter.id}' then raise exception 'refused by the test'; end if; return new; end $$`),
      );
      await db.execute(
        sql.raw(
          'create trigger refuse_live_store before insert or update on chapter_live_states for each row execute function refuse_live_store()',
        ),
      );
      try {
        const failed = await patch(docOf('Live words', 'Saved over HTTP'));
        expect(failed.statusCode, failed.body.slice(0, 300)).toBe(503);
        expect(failed.json().error).toEqual({
          code: 'SAVE_FAILED',
          message: 'The chapter could not be saved just now. Please try again.',
        });
        expect(await contentText(chapter.id)).toBe('Live words');
      } finally {
        await db.execute(sql.raw('drop trigger refuse_live_store on chapter_live_states'));
        await db.execute(sql.raw('drop function refuse_live_store()'));
      }
      const retried = await patch(docOf('Live words', 'Saved over HTTP'));
      expect(retried.statusCode).toBe(200);
      expect(retried.json<Chapter>().content).toEqual(docOf('Live words', 'Saved over HTTP'));
      expect(await contentText(chapter.id)).toBe('Live words\nSaved over HTTP');
    },
  );
});
