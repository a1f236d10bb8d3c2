import { chapters } from '../../db/schema/chapters';
import type { Db } from '../../db/client';
import { buildStory } from '../../db/factories.test-support';
import { ORIGIN } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';

/**
 * Helpers for the library API tests: published stories with chapters of known word counts,
 * and requests as the SPA sends them, signed in (a cookie) or as a guest (null).
 */

/** A published story (SPEC section 4: Public, Published, published_at). */
export function buildPublishedStory(
  db: Db,
  createdBy: string,
  overrides: Parameters<typeof buildStory>[2] = {},
) {
  return buildStory(db, createdBy, {
    privacyLevel: 'Public',
    publicationStatus: 'Published',
    publishedAt: new Date(),
    ...overrides,
  });
}

/** A paragraph document of `words` words, so word counts are known. */
export const docOfWords = (words: number, word = 'ember') => ({
  type: 'doc' as const,
  content:
    words > 0
      ? [{ type: 'paragraph', content: [{ type: 'text', text: Array(words).fill(word).join(' ') }] }]
      : [],
});

/** Inserts a chapter at `position` with `words` words (written straight to the table). */
export async function buildChapterOf(
  db: Db,
  storyId: string,
  position: number,
  options: { words?: number; status?: 'draft' | 'published'; title?: string } = {},
) {
  const words = options.words ?? 10;
  const [row] = await db
    .insert(chapters)
    .values({
      storyId,
      position,
      title: options.title ?? `Chapter ${position}`,
      status: options.status ?? 'published',
      content: docOfWords(words),
      contentText: Array(words).fill('ember').join(' '),
      wordCount: words,
    })
    .returning();
  return row!;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call with the SPA's Origin; `cookie` null is a guest. */
export function request(
  t: TestApp,
  cookie: string | null,
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
