import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLoneSurrogate } from '../test/fuzz-arbitraries';
import { createTestApp, type TestApp } from '../test/test-app';
import { dbFingerprint } from '../test/db-fingerprint';
import { createSignedInUser, ORIGIN } from '../auth/auth.test-support';

/**
 * Input that once made the server answer 500: a NUL character (PostgreSQL text cannot hold one),
 * a malformed multipart upload and a JSON document nested thousands of levels deep. Each is a
 * 400 with a message that says what is wrong, and changes nothing.
 */
describe('bad input gets a 400 that says why, and changes nothing', () => {
  let t: TestApp;
  let cookie: string;
  let storyId: string;
  let chapterId: string;

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  /** Sends one request, expects a 400 and no row changed; returns the error body. */
  async function rejected(...args: Parameters<typeof send>) {
    const before = await dbFingerprint(t.database.db);
    const res = await send(...args);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(await dbFingerprint(t.database.db)).toBe(before);
    return res.json().error as { code: string; message: string };
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cookie = (await createSignedInUser(t, 'badinput')).cookie;
    storyId = (await send('POST', '/api/v1/stories', { title: 'Deep waters', genre: 'Fantasy' })).json().id;
    chapterId = (await send('POST', `/api/v1/stories/${storyId}/chapters`, { title: 'One' })).json().id;
  });
  afterAll(() => t.close());

  it('refuses a NUL character in a body, a query or a path, naming the field', async () => {
    const inBody = await rejected('POST', '/api/v1/stories', { title: 'Nul\u0000title', genre: 'Fantasy' });
    expect(inBody).toMatchObject({
      code: 'INVALID_CHARACTER',
      message: 'title must not contain a NUL character (\\u0000)',
    });
    const nested = await rejected('PATCH', `/api/v1/stories/${storyId}/chapters/${chapterId}`, {
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a\u0000b' }] }],
      },
    });
    expect(nested.message).toBe(
      'content.content.0.content.0.text must not contain a NUL character (\\u0000)',
    );
    expect((await rejected('GET', '/api/v1/library/search?q=a%00b')).code).toBe('INVALID_CHARACTER');
    expect((await rejected('GET', '/api/v1/authors/a%00b')).code).toBe('INVALID_CHARACTER');
    expect(
      (
        await rejected('POST', '/api/v1/auth/sign-in/email', {
          email: 'a\u0000@example.com',
          password: 'x\u0000yyyyyyyy',
        })
      ).code,
    ).toBe('INVALID_CHARACTER');
  });

  it('saves text with a lone UTF-16 surrogate with U+FFFD in its place, in a chapter and in template content', async () => {
    // JSON.stringify writes a lone surrogate as the literal escape "\ud800", which JSON.parse reads back as one.
    const doc = (text: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const payload = JSON.stringify({ content: doc('a\ud800b \udfffc') });
    expect(payload).toContain('a\\ud800b');
    const url = `/api/v1/stories/${storyId}/chapters/${chapterId}`;
    const saved = await send('PATCH', url, payload, { 'content-type': 'application/json' });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect((await send('GET', url)).json().content).toEqual(doc('a\ufffdb \ufffdc'));

    const template = {
      name: 'Heist \ud800',
      type: 'Story Structure',
      category: 'Modern',
      description: 'A caper',
      price: 0,
      licence: 'commercial',
      content: {
        acts: [{ title: 'Act \udc00I', notes: 'n', beats: [{ title: 'The offer', notes: 'x\ud83d' }] }],
      },
    };
    const created = await send('POST', '/api/v1/marketplace/templates', JSON.stringify(template), {
      'content-type': 'application/json',
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Heist \ufffd' });
    const stored = await send('GET', `/api/v1/marketplace/templates/${created.json().id}`);
    expect(JSON.stringify(stored.json())).not.toMatch(/\\ud[89a-f]/i);
  });

  it('saves any chapter text with lone surrogates as the text with U+FFFD in their place (property)', async () => {
    const url = `/api/v1/stories/${storyId}/chapters/${chapterId}`;
    const text = withLoneSurrogate(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }));
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const content = {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
        };
        const saved = await send('PATCH', url, { content });
        expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
        const stored = (await send('GET', url)).json().content.content[0].content[0].text as string;
        expect(stored).toBe((value as string & { toWellFormed(): string }).toWellFormed());
      }),
      { numRuns: 25 },
    );
  });

  it('replaces a lone surrogate in a key, and keeps a surrogate pair (an emoji) as it is', async () => {
    const payload = '{"title":"Pair \\ud83d\\ude00 and lone \\ud83d","genre":"Fantasy","x\\udc00":1}';
    const res = await send('POST', '/api/v1/stories', payload, { 'content-type': 'application/json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().title).toBe('Pair \u{1F600} and lone \ufffd');
  });

  it('refuses JSON nested deeper than any document needs', async () => {
    let deep: unknown = { type: 'text', text: 'bottom' };
    for (let i = 0; i < 2000; i++) deep = { type: 'paragraph', content: [deep] };
    const error = await rejected('PATCH', `/api/v1/stories/${storyId}/chapters/${chapterId}`, {
      content: { type: 'doc', content: [deep] },
    });
    expect(error).toMatchObject({
      code: 'TOO_DEEP',
      message: 'The request is nested too deeply (at most 128 levels)',
    });
  });

  it('refuses a malformed multipart upload', async () => {
    const boundary = '----inkforge';
    const cases = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`,
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${boundary}--\r\n`,
      'not multipart at all',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`,
    ];
    const headers = [
      ...cases.map(() => `multipart/form-data; boundary=${boundary}`),
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ];
    for (const [i, contentType] of headers.entries()) {
      const error = await rejected('POST', '/api/v1/uploads/story-images', cases[i] ?? 'abc', {
        'content-type': contentType,
      });
      expect(error.message, contentType).toMatch(/^The upload could not be read|^Please choose an image/);
    }
  });
});
