import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { freshIdentity, signIn, signUp } from '../auth/auth.test-helpers';
import { OutboxMailer } from './outbox-mailer';

const silent = { info: () => {}, error: () => {} };

describe('OutboxMailer', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-outbox-')), 'outbox');
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('stores each message as an owner-only JSON file, lists newest first, and logs subject and link', async () => {
    const logged: object[] = [];
    const mailer = new OutboxMailer(dir, 'Inkforge <no-reply@inkforge.local>', { ...silent, info: (o) => logged.push(o) });
    expect(await mailer.list()).toEqual([]);
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'Go to http://localhost:3000/x?y=1 now', html: '<p>1</p>' });
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'no link', html: '<p>2</p>' });

    const mails = await mailer.list();
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[1]).toMatchObject({ to: 'a@example.com', from: 'Inkforge <no-reply@inkforge.local>', html: '<p>1</p>' });
    expect(await mailer.get(mails[1]!.id)).toEqual(mails[1]);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(fs.statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    expect(logged[0]).toEqual({ to: 'a@example.com', subject: 'First', link: 'http://localhost:3000/x?y=1' });
  });

  it('never reads outside its folder', async () => {
    const mailer = new OutboxMailer(dir, 'x', silent);
    fs.writeFileSync(path.join(path.dirname(dir), 'secret.json'), '{"subject":"secret"}');
    for (const id of ['../secret', '..%2Fsecret', 'secret', '']) expect(await mailer.get(id)).toBeUndefined();
  });
});

describe('/dev/mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('lists the messages newest first, and shows one with links that work', async () => {
    const first = freshIdentity('first');
    const second = freshIdentity('second');
    await signUp(t, first);
    await new Promise((r) => setTimeout(r, 5));
    await signUp(t, second);
    await t.app.ctx.auth.settle();

    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.headers['content-security-policy']).toMatch(/default-src 'self'/);
    const rows = [...list.body.matchAll(/<a href="\/dev\/mail\/([^"]+)">([^<]+)<\/a><div[^>]*>to ([^ ]+) · <time datetime="([^"]+)"/g)];
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      ['Confirm your Inkforge account', second.email],
      ['Confirm your Inkforge account', first.email],
    ]);
    expect(Date.parse(rows[0]![4]!)).toBeGreaterThanOrEqual(Date.parse(rows[1]![4]!));
    expect(list.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);

    const page = await t.app.inject({ method: 'GET', url: `/dev/mail/${rows[1]![1]}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Welcome to Inkforge, ${first.name}!`);
    const href = /<a href="([^"]+)"[^>]*>Confirm my email<\/a>/.exec(page.body)?.[1];
    expect(href).toBeDefined();
    const link = new URL(href!.replace(/&#38;/g, '&'));
    const confirmed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.headers.location).toBe('/login?confirmed=1');
    expect((await signIn(t, first.email, first.password)).statusCode).toBe(200);

    const missing = await t.app.inject({ method: 'GET', url: '/dev/mail/0000000000000-00000000' });
    expect(missing.statusCode).toBe(404);
  });

  it('escapes subjects and addresses', async () => {
    await t.app.ctx.mailer.send({ to: '"<i>"@example.com', subject: '<script>alert(1)</script>', text: 't', html: '<p>h</p>' });
    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(list.body).not.toMatch(/<script|<i>/);
  });
});

describe('/dev/mail in production', () => {
  it('does not exist, because it would show every account link to anyone', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
