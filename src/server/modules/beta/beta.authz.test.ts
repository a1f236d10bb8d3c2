import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addCollaborator,
  authorWithDrafts,
  openBeta,
  PASSAGE,
  OPENING,
  patron,
  sendAs,
} from './beta.test-support';

/**
 * The authorisation matrix of the beta-read routes for the author, a collaborator, an active beta
 * reader, another reader (a Patron not on it), a guest and an admin (also a Patron): nobody but the
 * author's team and the active readers sees a beta read or its drafts (the 404 of a missing one);
 * each step belongs to its side; the story's own routes keep their rules for the beta reader.
 */
type Actor = 'author' | 'collaborator' | 'reader' | 'other' | 'guest' | 'admin';
const ACTORS: Actor[] = ['author', 'collaborator', 'reader', 'other', 'guest', 'admin'];
let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
let author: Awaited<ReturnType<typeof authorWithDrafts>>;
let id = '';
let chapterId = '';
let commentId = '';
let readerId = '';

const matrix = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: (a: Actor) => object) => {
  const got: string[] = [];
  for (const actor of ACTORS)
    got.push(`${actor} ${(await sendAs(t, method, url, cookies[actor], body?.(actor))).statusCode}`);
  return got;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  author = await authorWithDrafts(t, 'bzauthor');
  cookies.author = author.cookie;
  const collaborator = await patron(t, 'bzcollab');
  await addCollaborator(t, author.story.id, collaborator.user.id);
  cookies.collaborator = collaborator.cookie;
  const reader = await patron(t, 'bzreader');
  cookies.reader = reader.cookie;
  readerId = reader.user.id;
  cookies.other = (await patron(t, 'bzother')).cookie;
  const admin = await patron(t, 'bzadmin');
  await t.database.db.execute(sql`update users set is_admin = true where user_id = ${admin.user.id}`);
  cookies.admin = admin.cookie;
  id = await openBeta(t, author);
  chapterId = author.chapterIds[0]!;
  await sendAs(t, 'POST', `/api/v1/beta-reads/${id}/invitations`, author.cookie, {
    username: reader.user.username,
  });
  const from = OPENING.indexOf(PASSAGE);
  commentId = (
    await sendAs(t, 'POST', `/api/v1/beta-reads/${id}/chapters/${chapterId}/comments`, reader.cookie, {
      from,
      to: from + PASSAGE.length,
      body: 'A note.',
    })
  ).json().id;
});
afterAll(async () => t?.close());

const SEE = ['author 200', 'collaborator 200', 'reader 200', 'other 404', 'guest 401', 'admin 404'];

describe('beta-read routes', () => {
  it('GET the beta read, a draft chapter and the comments: the team and the active reader only', async () => {
    expect(await matrix('GET', `/api/v1/beta-reads/${id}`)).toEqual(SEE);
    expect(await matrix('GET', `/api/v1/beta-reads/${id}/chapters/${chapterId}`)).toEqual(SEE);
    expect(await matrix('GET', `/api/v1/beta-reads/${id}/comments`)).toEqual(SEE);
    // A reader sees their own comments; the team sees every reader's.
    const forReader = await sendAs(t, 'GET', `/api/v1/beta-reads/${id}/comments`, cookies.reader);
    expect(forReader.json().comments.map((c: { id: string }) => c.id)).toEqual([commentId]);
  });

  it('GET /me/beta answers the caller’s own; a guest 401', async () => {
    expect(await matrix('GET', '/api/v1/me/beta')).toEqual(SEE.map((s) => s.replace(/404$/, '200')));
    const other = await sendAs(t, 'GET', '/api/v1/me/beta', cookies.other);
    expect(other.json()).toEqual({ asAuthor: [], asReader: [], canApply: [] });
    const collab = await sendAs(t, 'GET', '/api/v1/me/beta', cookies.collaborator);
    expect(collab.json().asAuthor.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('commenting and answering are the reader’s; the team 403; others 404', async () => {
    expect(
      await matrix('POST', `/api/v1/beta-reads/${id}/chapters/${chapterId}/comments`, () => ({
        from: 0,
        to: 2,
        body: 'Matrix.',
      })),
    ).toEqual(['author 403', 'collaborator 403', 'reader 200', 'other 404', 'guest 401', 'admin 404']);
    expect(
      await matrix('PUT', `/api/v1/beta-reads/${id}/chapters/${chapterId}/answer`, () => ({
        answer: 'Yes.',
      })),
    ).toEqual(['author 403', 'collaborator 403', 'reader 200', 'other 404', 'guest 401', 'admin 404']);
  });

  it('resolving is the team’s; inviting and approving the author’s', async () => {
    expect(
      await matrix('PUT', `/api/v1/beta-reads/${id}/comments/${commentId}`, () => ({ resolved: true })),
    ).toEqual(['author 200', 'collaborator 200', 'reader 403', 'other 404', 'guest 401', 'admin 404']);
    const reader = (await sendAs(t, 'GET', `/api/v1/beta-reads/${id}`, cookies.author)).json().readers[0];
    expect(
      await matrix('POST', `/api/v1/beta-reads/${id}/invitations`, () => ({ username: reader.username })),
    ).toEqual(['author 200', 'collaborator 403', 'reader 403', 'other 404', 'guest 401', 'admin 404']);
    const approve = await matrix('POST', `/api/v1/beta-reads/${id}/readers/${readerId}/approve`);
    expect(approve).toEqual([
      'author 200',
      'collaborator 403',
      'reader 403',
      'other 404',
      'guest 401',
      'admin 404',
    ]);
  });

  it('opening one is the story owner’s; applying needs an open beta read taking applications', async () => {
    expect(
      await matrix('POST', `/api/v1/stories/${author.story.id}/beta-reads`, () => ({
        chapterIds: [chapterId],
      })),
    ).toEqual(['author 200', 'collaborator 404', 'reader 404', 'other 404', 'guest 401', 'admin 404']);
    expect(await matrix('POST', `/api/v1/beta-reads/${id}/applications`)).toEqual([
      'author 404',
      'collaborator 404',
      'reader 404',
      'other 404',
      'guest 401',
      'admin 404',
    ]);
  });

  it('the beta reader gains nothing on the story’s own routes, and loses the drafts when it ends', async () => {
    const paths = [
      `/api/v1/stories/${author.story.id}`,
      `/api/v1/stories/${author.story.id}/chapters`,
      `/api/v1/stories/${author.story.id}/chapters/${chapterId}`,
      `/api/v1/library/stories/${author.story.id}`,
      `/api/v1/library/stories/${author.story.id}/chapters/${chapterId}`,
    ];
    for (const path of paths)
      expect((await sendAs(t, 'GET', path, cookies.reader)).statusCode, path).toBe(404);
    expect(await matrix('POST', `/api/v1/beta-reads/${id}/end`)).toEqual([
      'author 200',
      'collaborator 403',
      'reader 404',
      'other 404',
      'guest 401',
      'admin 404',
    ]);
    expect(await matrix('GET', `/api/v1/beta-reads/${id}/chapters/${chapterId}`)).toEqual([
      'author 200',
      'collaborator 200',
      'reader 404',
      'other 404',
      'guest 401',
      'admin 404',
    ]);
  });
});
