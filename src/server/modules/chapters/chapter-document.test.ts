import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapters } from '../../db/schema/index';
import { buildStory } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildChapter, call, signInCast, type Cast } from '../stories/story.test-support';

/**
 * A chapter document the editor cannot open is refused on save, with nothing stored. Such a
 * document (a node without a type, found by the API fuzz test) used to be stored with a 200 and
 * then made every later load of the chapter into the live room fail: saving a version gave 500.
 */
describe('chapter documents the editor can open', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
  });
  afterAll(() => t.close());

  const good = {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Kept safe' }] }],
  };
  const misfits: [string, unknown][] = [
    ['a node without a type', { type: 'doc', content: [{ S: false }] }],
    ['an unknown node type', { type: 'doc', content: [{ type: 'spaceship', content: [] }] }],
    [
      'an unknown mark',
      {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'glow' }] }] }],
      },
    ],
    ['text where the document takes blocks', { type: 'doc', content: [{ type: 'text', text: 'loose' }] }],
    [
      'text that is not a string',
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 5 }] }] },
    ],
  ];

  it.each(misfits)(
    'refuses %s with 400 and keeps the stored text; versions still save',
    async (_, content) => {
      const story = await buildStory(t.database.db, cast.owner.user.id);
      const chapter = await buildChapter(t, story.id, 1);
      const url = `/api/v1/stories/${story.id}/chapters/${chapter.id}`;
      expect((await call(t, cast, 'owner', 'PATCH', url, { content: good })).statusCode).toBe(200);

      const res = await call(t, cast, 'owner', 'PATCH', url, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/Chapter content is not a valid document/);
      const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, chapter.id));
      expect(row!.contentText).toBe('Kept safe');

      expect((await call(t, cast, 'owner', 'POST', `${url}/versions`)).statusCode).toBe(201);
    },
  );
});
