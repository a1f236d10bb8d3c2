import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fetchUpload, postUpload } from '../uploads/uploads.test-support';
import { pngImage } from '../uploads/image-fixtures.test-support';
import { call, signInCast, type Cast } from './story.test-support';

describe('story cover images', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
  });
  afterAll(() => t.close());

  const upload = async (who: 'owner' | 'other', bucket = 'story-images'): Promise<string> => {
    const res = await postUpload(t, bucket, await pngImage(40, 30), { cookie: cast[who].cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url;
  };
  const create = (coverImage: string | null) =>
    call(t, cast, 'owner', 'POST', '/api/v1/stories', { title: 'Covered', genre: 'Fantasy', coverImage });

  it("accepts only the caller's own story-images uploads: 400 'Invalid image URL' otherwise", async () => {
    for (const url of [
      await upload('other'),
      await upload('owner', 'world-images'),
      'https://example.com/x.jpg',
    ]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe('Invalid image URL');
    }
    const own = await upload('owner');
    const res = await create(own);
    expect(res.statusCode).toBe(201);
    expect(res.json().coverImage).toBe(own);
  });

  it('deletes a replaced cover, and the cover of a deleted story, unless another story still shows it', async () => {
    const first = await upload('owner');
    const story = (await create(first)).json();
    const second = await upload('owner');
    const patched = await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${story.id}`, {
      coverImage: second,
    });
    expect(patched.statusCode).toBe(200);
    expect((await fetchUpload(t, first)).statusCode).toBe(404);
    expect((await fetchUpload(t, second)).statusCode).toBe(200);

    const twin = (await create(second)).json();
    expect((await call(t, cast, 'owner', 'DELETE', `/api/v1/stories/${story.id}`)).statusCode).toBe(204);
    expect((await fetchUpload(t, second)).statusCode).toBe(200);
    expect((await call(t, cast, 'owner', 'DELETE', `/api/v1/stories/${twin.id}`)).statusCode).toBe(204);
    expect((await fetchUpload(t, second)).statusCode).toBe(404);
  });

  it('a PATCH that leaves the cover alone keeps it, even one set before these rules', async () => {
    const own = await upload('owner');
    const story = (await create(own)).json();
    await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${story.id}`, {
      title: 'Renamed',
      coverImage: own,
    });
    expect((await fetchUpload(t, own)).statusCode).toBe(200);
  });
});
