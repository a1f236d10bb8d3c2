import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StoryExport } from '@common/schemas/story-export';
import type { Tier } from '@common/constants';
import { users } from '../../db/schema/users';
import { authorBrands } from '../../db/schema/author-brands';
import { ORIGIN } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';
import { jpegImage } from '../uploads/image-fixtures.test-support';
import { postUpload } from '../uploads/uploads.test-support';

export async function setTier(t: TestApp, userId: string, tier: Tier) {
  await t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
}

/** Moves the writer to Master Weaver with white-label switched on in their brand settings. */
export async function setWhiteLabel(t: TestApp, userId: string) {
  await setTier(t, userId, 'Master Weaver');
  await t.database.db
    .insert(authorBrands)
    .values({ userId, whiteLabel: true })
    .onConflictDoUpdate({ target: authorBrands.userId, set: { whiteLabel: true } });
}

const text = (s: string) => ({ type: 'text', text: s });
const para = (...parts: object[]) => ({ type: 'paragraph', content: parts });

export const REMOTE_IMAGE = 'https://images.example.com/remote.jpg';

/**
 * A story of three chapters through the API as its owner: headings, emphasis, a list, a quote,
 * one uploaded image (with alt text) and one remote image address (which a book must leave out).
 */
export async function buildBookStory(t: TestApp, cookie: string, title = 'The Salt Road') {
  const headers = { origin: ORIGIN, cookie };
  const upload = await postUpload(t, 'story-images', await jpegImage(300, 200), {
    cookie,
    filename: 'map.jpg',
    type: 'image/jpeg',
  });
  expect(upload.statusCode).toBe(200);
  const imageUrl = upload.json().url as string;
  const story = await t.app.inject({
    method: 'POST',
    url: '/api/v1/stories',
    headers,
    payload: {
      title,
      genre: 'Fantasy',
      description: 'A caravan crosses the salt flats.\nNobody turns back.',
    },
  });
  expect(story.statusCode).toBe(201);
  const storyId = story.json().id as string;
  const bodies = [
    [
      para(
        text('The caravan left at dawn, '),
        { type: 'text', text: 'bells ringing', marks: [{ type: 'italic' }] },
        text('.'),
      ),
      { type: 'image', attrs: { src: imageUrl, alt: 'A map of the salt road' } },
      { type: 'heading', attrs: { level: 2 }, content: [text('The first well')] },
      para(text('Water & salt < gold > "silver".')),
    ],
    [
      para(text('Mira counted the camels twice.')),
      { type: 'image', attrs: { src: REMOTE_IMAGE, alt: 'Remote' } },
      { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('one camel'))] }] },
    ],
    [
      { type: 'blockquote', content: [para(text('Nobody turns back.'))] },
      para(text('They reached the sea.')),
    ],
  ];
  const chapterIds: string[] = [];
  for (const [i, content] of bodies.entries()) {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/chapters`,
      headers,
      payload: { title: ['Dawn', 'Counting', 'The Sea'][i] },
    });
    expect(created.statusCode).toBe(201);
    const chapterId = created.json().id as string;
    chapterIds.push(chapterId);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/stories/${storyId}/chapters/${chapterId}`,
      headers,
      payload: { content: { type: 'doc', content } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { storyId, chapterIds, imageUrl };
}

export function requestExport(t: TestApp, cookie: string, storyId: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/stories/${storyId}/exports`,
    headers: { origin: ORIGIN, cookie },
    payload: body,
  });
}

/** Polls the job until it is done or failed (the runner builds it in the background). */
export async function waitForExport(t: TestApp, cookie: string, storyId: string, id: string) {
  for (let i = 0; i < 600; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stories/${storyId}/exports/${id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const job = res.json() as StoryExport;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('export did not finish');
}

/** Requests, waits and downloads: the file's bytes and the finished job. */
export async function exportBook(t: TestApp, cookie: string, storyId: string, body: object) {
  const res = await requestExport(t, cookie, storyId, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const job = await waitForExport(t, cookie, storyId, res.json().id);
  expect(job.status).toBe('done');
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/v1/stories/${storyId}/exports/${job.id}/file`,
    headers: { cookie },
  });
  expect(file.statusCode).toBe(200);
  return { job, file, bytes: file.rawPayload };
}
