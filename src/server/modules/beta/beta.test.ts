import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { createSignedInUser } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  authorWithDrafts,
  editLive,
  OPENING,
  openBeta,
  paragraphAbove,
  PASSAGE,
  patron,
  sendAs,
  textHolding,
} from './beta.test-support';

/**
 * Beta reading end to end through the API: opening, inviting (the reader's plan), applying and
 * approving, reading a draft, a comment anchored to a passage that follows it through edits in the
 * live document and is detached when the passage is deleted, answers, resolving, ending.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(async () => t?.close());

const kinds = async (userId: string) =>
  (
    await queryRows<{ kind: string }>(
      t.database.db,
      sql`select kind from notifications where recipient_id = ${userId} order by created_at`,
    )
  ).map((r) => r.kind);

describe('beta reads', () => {
  it('takes only the owner’s draft chapters', async () => {
    const author = await authorWithDrafts(t, 'bopen');
    const url = `/api/v1/stories/${author.story.id}/beta-reads`;
    const published = await sendAs(t, 'POST', url, author.cookie, { chapterIds: [author.chapterIds[2]] });
    expect([published.statusCode, published.json().error.message]).toEqual([
      400,
      'Only draft chapters of this story can be beta read.',
    ]);
    const none = await sendAs(t, 'POST', url, author.cookie, { chapterIds: [] });
    expect([none.statusCode, none.json().error.message]).toEqual([
      400,
      'Choose 1 to 20 draft chapters of this story.',
    ]);
    const other = await createSignedInUser(t, 'bopenother');
    expect(
      (await sendAs(t, 'POST', url, other.cookie, { chapterIds: [author.chapterIds[0]] })).statusCode,
    ).toBe(404);
  });

  it('invites Patrons only; an invited reader reads the draft and the author’s question', async () => {
    const author = await authorWithDrafts(t, 'binv');
    const id = await openBeta(t, author);
    const free = await createSignedInUser(t, 'binvfree');
    const refused = await sendAs(t, 'POST', `/api/v1/beta-reads/${id}/invitations`, author.cookie, {
      username: free.user.username,
    });
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      403,
      `${free.user.username}'s plan does not include beta access (Patron of the Arts), so they cannot be invited.`,
    ]);
    const reader = await patron(t, 'binvreader');
    const invite = () =>
      sendAs(t, 'POST', `/api/v1/beta-reads/${id}/invitations`, author.cookie, {
        username: reader.user.username,
      });
    expect((await invite()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(200);
    expect(await kinds(reader.user.id)).toEqual(['beta_invite']);

    const chapter = await sendAs(
      t,
      'GET',
      `/api/v1/beta-reads/${id}/chapters/${author.chapterIds[0]}`,
      reader.cookie,
    );
    expect(chapter.json()).toMatchObject({
      title: 'Arrival',
      blocks: [OPENING, 'The sea was calm.'],
      question: 'Did the opening hook you?',
      myAnswer: null,
    });
    const mine = await sendAs(t, 'GET', '/api/v1/me/beta', reader.cookie);
    expect(mine.json().asReader.map((r: { id: string }) => r.id)).toEqual([id]);
    // The published chapter is not part of it.
    expect(
      (await sendAs(t, 'GET', `/api/v1/beta-reads/${id}/chapters/${author.chapterIds[2]}`, reader.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('lets a following Patron apply and the author approve', async () => {
    const author = await authorWithDrafts(t, 'bapp');
    const id = await openBeta(t, author, { allowApplications: true });
    const fan = await patron(t, 'bappfan');
    const apply = () => sendAs(t, 'POST', `/api/v1/beta-reads/${id}/applications`, fan.cookie);
    expect((await apply()).statusCode).toBe(404);
    await t.database.db.execute(
      sql`insert into user_follows (follower_id, following_id) values (${fan.user.id}, ${author.user.id})`,
    );
    expect((await sendAs(t, 'GET', '/api/v1/me/beta', fan.cookie)).json().canApply).toMatchObject([
      { id, applied: false },
    ]);
    expect((await apply()).statusCode).toBe(200);
    expect((await apply()).statusCode).toBe(200);
    expect((await sendAs(t, 'GET', `/api/v1/beta-reads/${id}`, fan.cookie)).statusCode).toBe(404);
    // The author is told once, with the way to the applications.
    const told = (await sendAs(t, 'GET', '/api/v1/notifications', author.cookie)).json().items;
    expect(told.filter((n: { kind: string }) => n.kind === 'beta_invite')).toEqual([
      expect.objectContaining({
        text: `${fan.user.username} applied to beta read your draft of ${author.story.title}`,
        link: `/stories/${author.story.id}/beta`,
      }),
    ]);
    const approve = await sendAs(
      t,
      'POST',
      `/api/v1/beta-reads/${id}/readers/${fan.user.id}/approve`,
      author.cookie,
    );
    expect(approve.json().readers).toEqual([
      { userId: fan.user.id, username: fan.user.username, status: 'active' },
    ]);
    expect((await sendAs(t, 'GET', `/api/v1/beta-reads/${id}`, fan.cookie)).json().myRole).toBe('reader');
    const fanTold = (await sendAs(t, 'GET', '/api/v1/notifications', fan.cookie)).json().items;
    expect(fanTold.map((n: { text: string }) => n.text)).toContain(
      `${author.user.username} invited you to beta read ${author.story.title}`,
    );
  });

  it('anchors a comment to its passage through edits above it, and detaches it when the passage is deleted', async () => {
    const author = await authorWithDrafts(t, 'banc');
    const id = await openBeta(t, author);
    const reader = await patron(t, 'bancreader');
    await sendAs(t, 'POST', `/api/v1/beta-reads/${id}/invitations`, author.cookie, {
      username: reader.user.username,
    });
    const chapterId = author.chapterIds[0]!;
    const from = OPENING.indexOf(PASSAGE);
    const posted = await sendAs(
      t,
      'POST',
      `/api/v1/beta-reads/${id}/chapters/${chapterId}/comments`,
      reader.cookie,
      {
        from,
        to: from + PASSAGE.length,
        body: 'Lovely image.',
      },
    );
    expect(posted.json()).toMatchObject({ quote: PASSAGE, range: { from, text: PASSAGE }, detached: false });
    expect(await kinds(author.user.id)).toEqual(['beta_comment']);

    // A collaborator types a new paragraph above, and words before the passage in its own paragraph.
    await editLive(t, chapterId, (f) => {
      paragraphAbove('A new first line.')(f);
      textHolding(f, PASSAGE).insert(0, 'Quietly, ');
    });
    const moved = (await sendAs(t, 'GET', `/api/v1/beta-reads/${id}/comments`, author.cookie)).json()
      .comments[0];
    const shifted = 'A new first line.\n'.length + 'Quietly, '.length + from;
    expect(moved).toMatchObject({ range: { from: shifted, to: shifted + PASSAGE.length, text: PASSAGE } });
    expect(moved.detached).toBe(false);

    // The passage is deleted: the comment shows as detached, with the words it was left on.
    await editLive(t, chapterId, (f) => {
      const text = textHolding(f, PASSAGE);
      text.delete(text.toString().indexOf(PASSAGE), PASSAGE.length);
    });
    const gone = (await sendAs(t, 'GET', `/api/v1/beta-reads/${id}/comments`, author.cookie)).json()
      .comments[0];
    expect(gone).toMatchObject({ range: null, detached: true, quote: PASSAGE, body: 'Lovely image.' });
  });

  it('finds a passage by its words when its paragraph was rebuilt, unless they occur twice', async () => {
    const author = await authorWithDrafts(t, 'bren');
    const id = await openBeta(t, author);
    const reader = await patron(t, 'brenreader');
    await sendAs(t, 'POST', `/api/v1/beta-reads/${id}/invitations`, author.cookie, {
      username: reader.user.username,
    });
    const chapterId = author.chapterIds[0]!;
    const from = OPENING.indexOf(PASSAGE);
    const url = `/api/v1/beta-reads/${id}/chapters/${chapterId}/comments`;
    await sendAs(t, 'POST', url, reader.cookie, { from, to: from + PASSAGE.length, body: 'Here.' });
    const comment = async () =>
      (await sendAs(t, 'GET', `/api/v1/beta-reads/${id}/comments`, author.cookie)).json().comments[0];

    // What the editor's binding does on Enter after typing at a paragraph's start: the old
    // paragraph goes, two new ones hold its words (the anchor's items are deleted).
    await editLive(t, chapterId, (f) => {
      const old = textHolding(f, PASSAGE).toString();
      const at = f.toArray().findIndex((p) => (p as Y.XmlElement).toString().includes(PASSAGE));
      f.delete(at, 1);
      paragraphAbove(old)(f);
      paragraphAbove('Fog.')(f);
    });
    const moved = await comment();
    const shifted = 'Fog.\n'.length + from;
    expect(moved).toMatchObject({ range: { from: shifted, text: PASSAGE }, detached: false });

    // The same words twice: no guess, the comment is detached with its quote.
    await editLive(t, chapterId, paragraphAbove(`Again ${PASSAGE}.`));
    expect(await comment()).toMatchObject({ range: null, detached: true, quote: PASSAGE });
  });

  it('refuses a passage outside the text and answers questions once per reader', async () => {
    const author = await authorWithDrafts(t, 'bans');
    const id = await openBeta(t, author);
    const reader = await patron(t, 'bansreader');
    await sendAs(t, 'POST', `/api/v1/beta-reads/${id}/invitations`, author.cookie, {
      username: reader.user.username,
    });
    const chapterId = author.chapterIds[0]!;
    const outside = await sendAs(
      t,
      'POST',
      `/api/v1/beta-reads/${id}/chapters/${chapterId}/comments`,
      reader.cookie,
      {
        from: 5000,
        to: 5010,
        body: 'Hm.',
      },
    );
    expect([outside.statusCode, outside.json().error.message]).toEqual([
      400,
      'Select a passage of the chapter to comment on.',
    ]);
    const answer = (text: string) =>
      sendAs(t, 'PUT', `/api/v1/beta-reads/${id}/chapters/${chapterId}/answer`, reader.cookie, {
        answer: text,
      });
    await answer('Yes.');
    await answer('Yes, completely.');
    const seen = await sendAs(t, 'GET', `/api/v1/beta-reads/${id}/chapters/${chapterId}`, author.cookie);
    expect(seen.json().answers).toEqual([
      { readerUsername: reader.user.username, answer: 'Yes, completely.' },
    ]);
  });

  it('resolves comments, and ending takes the drafts from readers (404) and tells them once', async () => {
    const author = await authorWithDrafts(t, 'bend');
    const id = await openBeta(t, author);
    const reader = await patron(t, 'bendreader');
    await sendAs(t, 'POST', `/api/v1/beta-reads/${id}/invitations`, author.cookie, {
      username: reader.user.username,
    });
    const chapterId = author.chapterIds[0]!;
    const c = await sendAs(
      t,
      'POST',
      `/api/v1/beta-reads/${id}/chapters/${chapterId}/comments`,
      reader.cookie,
      {
        from: 0,
        to: 2,
        body: 'Strong start.',
      },
    );
    const resolved = await sendAs(
      t,
      'PUT',
      `/api/v1/beta-reads/${id}/comments/${c.json().id}`,
      author.cookie,
      {
        resolved: true,
      },
    );
    expect(resolved.json().resolved).toBe(true);
    const [a, b] = await Promise.all([
      sendAs(t, 'POST', `/api/v1/beta-reads/${id}/end`, author.cookie),
      sendAs(t, 'POST', `/api/v1/beta-reads/${id}/end`, author.cookie),
    ]);
    expect([a.json().state, b.json().state]).toEqual(['ended', 'ended']);
    expect(await kinds(reader.user.id)).toEqual(['beta_invite', 'beta_end']);
    for (const url of [`/api/v1/beta-reads/${id}`, `/api/v1/beta-reads/${id}/chapters/${chapterId}`])
      expect((await sendAs(t, 'GET', url, reader.cookie)).statusCode).toBe(404);
    expect((await sendAs(t, 'GET', '/api/v1/me/beta', reader.cookie)).json().asReader).toEqual([]);
  });
});
