import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@common/schemas/support';
import { SUPPORT_OPEN_MAX_PER_USER } from '@common/support';
import { createSignedInUser, mailsTo } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../uploads/image-fixtures.test-support';
import { postUpload } from '../uploads/uploads.test-support';
import { makeAdmin, openRequest, setTier, supportCall } from './support.test-support';

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const HOUR = 3_600_000;

describe('support desk', () => {
  let t: TestApp;
  let free: User;
  let weaver: User;
  let patron: User;
  let admin: User;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    free = await createSignedInUser(t, 'free');
    weaver = await createSignedInUser(t, 'weaver');
    patron = await createSignedInUser(t, 'patron');
    admin = await createSignedInUser(t, 'admin');
    await setTier(t, weaver.user.id, 'Master Weaver');
    await setTier(t, patron.user.id, 'Patron of the Arts');
    await makeAdmin(t, admin.user.id);
  }, 60_000);
  afterAll(() => t?.close());

  it('queues a Master Weaver’s request before older ones, with due times from the plan’s priority', async () => {
    const first = await openRequest(t, free.cookie, 'Free first');
    const second = await openRequest(t, patron.cookie, 'Patron second');
    const third = await openRequest(t, weaver.cookie, 'Weaver third');
    expect([first.priority, second.priority, third.priority]).toEqual(['standard', 'priority', 'dedicated']);
    const due = (r: typeof first) => Date.parse(r.firstResponseDueAt) - Date.parse(r.createdAt);
    expect([due(first), due(second), due(third)]).toEqual([48 * HOUR, 12 * HOUR, 4 * HOUR]);

    const queue = await supportCall(t, 'GET', '/api/v1/admin/support/requests', admin.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    const ids = queue.json().requests.map((r: { id: string }) => r.id);
    expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(queue.json().requests[0]).toMatchObject({
      requester: { username: weaver.user.username, tier: 'Master Weaver' },
      firstResponseDueAt: third.firstResponseDueAt,
      overdue: false,
      assignee: null,
    });
    expect(queue.json().admins).toContainEqual({ id: admin.user.id, username: admin.user.username });
    expect(queue.json().cannedReplies.length).toBeGreaterThan(1);
  });

  it('e-mails a reply to the requester and shows it in the thread; an internal note stays with admins', async () => {
    const req = await openRequest(t, free.cookie, 'Lost chapter');
    const note = await supportCall(
      t,
      'POST',
      `/api/v1/admin/support/requests/${req.id}/replies`,
      admin.cookie,
      {
        body: 'Checked the logs: a save failed at 10:02.',
        internal: true,
      },
    );
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ status: 'open', firstRespondedAt: null });
    const before = (await mailsTo(t, free.email)).length;

    const reply = await supportCall(
      t,
      'POST',
      `/api/v1/admin/support/requests/${req.id}/replies`,
      admin.cookie,
      {
        body: 'We restored your chapter from the saved versions.',
      },
    );
    expect(reply.json()).toMatchObject({ status: 'waiting' });
    expect(reply.json().firstRespondedAt).not.toBeNull();
    expect(reply.json().messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true, false]);

    const mails = await mailsTo(t, free.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe('Re: Lost chapter [Inkforge support]');
    expect(mails[0]!.text).toContain('We restored your chapter from the saved versions.');
    expect(mails[0]!.text).toContain(`/support/${req.id}`);
    expect(mails[0]!.text).not.toContain('Checked the logs');

    const thread = (await supportCall(t, 'GET', `/api/v1/support/requests/${req.id}`, free.cookie)).json();
    expect(thread.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      [free.user.username, 'The editor lost my chapter.'],
      ['Inkforge support', 'We restored your chapter from the saved versions.'],
    ]);
    expect(JSON.stringify(thread)).not.toContain('Checked the logs');

    const answer = await supportCall(t, 'POST', `/api/v1/support/requests/${req.id}/replies`, free.cookie, {
      body: 'Thank you, it is back!',
    });
    expect(answer.json()).toMatchObject({ status: 'open' });
    const resolved = await supportCall(t, 'PATCH', `/api/v1/admin/support/requests/${req.id}`, admin.cookie, {
      status: 'resolved',
      assigneeId: admin.user.id,
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', assignee: { id: admin.user.id } });
    const mine = (await supportCall(t, 'GET', '/api/v1/support/requests', free.cookie)).json();
    expect(mine.requests.find((r: { id: string }) => r.id === req.id)).toMatchObject({ status: 'resolved' });
  });

  it('assigns only to admins', async () => {
    const req = await openRequest(t, free.cookie, 'Assign me');
    const res = await supportCall(t, 'PATCH', `/api/v1/admin/support/requests/${req.id}`, admin.cookie, {
      assigneeId: free.user.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SUPPORT_MESSAGES.assigneeNotAdmin);
  });

  it('takes a screenshot through the upload pipeline, only the requester’s own', async () => {
    const own = await postUpload(t, 'support-images', await pngImage(20, 20), { cookie: patron.cookie });
    const theirs = await postUpload(t, 'support-images', await pngImage(20, 20), { cookie: free.cookie });
    const url = (own.json() as { url: string }).url;
    const refused = await supportCall(t, 'POST', '/api/v1/support/requests', patron.cookie, {
      subject: 'With picture',
      description: 'See the picture',
      screenshot: (theirs.json() as { url: string }).url,
    });
    expect(refused.statusCode).toBe(400);
    const req = await openRequest(t, patron.cookie, 'With picture', { screenshot: url });
    const thread = (await supportCall(t, 'GET', `/api/v1/support/requests/${req.id}`, patron.cookie)).json();
    expect(thread.messages[0].screenshot).toBe(url);
  });

  it('refuses bad input with the field messages, and more open requests than the cap', async () => {
    const empty = await supportCall(t, 'POST', '/api/v1/support/requests', weaver.cookie, {
      subject: ' ',
      description: '',
    });
    expect(empty.statusCode).toBe(400);
    const someone = await createSignedInUser(t, 'busy');
    for (let i = 0; i < SUPPORT_OPEN_MAX_PER_USER; i++) await openRequest(t, someone.cookie, `Request ${i}`);
    const over = await supportCall(t, 'POST', '/api/v1/support/requests', someone.cookie, {
      subject: 'One more',
      description: 'Please',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(SUPPORT_MESSAGES.tooManyOpen);
  });
});
