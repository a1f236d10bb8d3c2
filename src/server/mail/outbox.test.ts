import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { freshIdentity, signIn, signUp } from '../auth/auth.test-support';
import { OutboxMailer } from './outbox-mailer';

const silent = { info: () => {}, error: () => {} };

describe('OutboxMailer', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-outbox-')), 'outbox');
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('stores each message as an owner-only JSON file, lists newest first, and logs recipient and subject, never a link', async () => {
    const logged: object[] = [];
    const mailer = new OutboxMailer(dir, 'Inkforge <no-reply@inkforge.local>', {
      ...silent,
      info: (o) => logged.push(o),
    });
    expect(await mailer.list()).toEqual([]);
    await mailer.send({
      to: 'a@example.com',
      subject: 'First',
      text: 'Go to http://localhost:3000/x?y=1 now',
      html: '<p>1</p>',
    });
    await new Promise((r) => setTimeout(r, 5));
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'no link', html: '<p>2</p>' });

    const mails = await mailer.list();
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[1]).toMatchObject({
      to: 'a@example.com',
      from: 'Inkforge <no-reply@inkforge.local>',
      html: '<p>1</p>',
    });
    expect(await mailer.get(mails[1]!.id)).toEqual(mails[1]);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(fs.statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    // The link may sign someone in: it never reaches the log.
    expect(logged[0]).toEqual({ to: 'a@example.com', subject: 'First', id: mails[1]!.id });
    expect(JSON.stringify(logged)).not.toContain('http://localhost:3000/x');
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
    const rows = [
      ...list.body.matchAll(
        /<a href="\/dev\/mail\/([^"]+)">([^<]+)<\/a><div[^>]*>to ([^ ]+) · <time datetime="([^"]+)"/g,
      ),
    ];
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
    await t.app.ctx.mailer.send({
      to: '"<i>"@example.com',
      subject: '<script>alert(1)</script>',
      text: 't',
      html: '<p>h</p>',
    });
    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(list.body).not.toMatch(/<script|<i>/);
  });
});

describe('/dev/mail from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ctx.mailer.send({
      to: 'victim@example.com',
      subject: 'Reset your Inkforge password',
      text: 't',
      html: '<p>h</p>',
    });
  });
  afterAll(() => t.close());
  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress, headers });

  it('answers 404 to a client that is not on loopback, whatever it claims in headers', async () => {
    for (const address of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
      const res = await get(address, { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode, address).toBe(404);
      expect(res.body).not.toContain('victim@example.com');
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/mail/0000000000000-00000000',
      remoteAddress: '192.168.1.20',
    });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a request a local proxy forwarded, and serves a browser on this machine', async () => {
    expect((await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await get('127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain('victim@example.com');
    }
  });
});

describe('/dev/mail and DNS rebinding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://inkforge.test:8080' });
    await t.app.ctx.mailer.send({
      to: 'victim@example.com',
      subject: 'Reset your Inkforge password',
      text: 't',
      html: '<p>h</p>',
    });
  });
  afterAll(() => t.close());
  const get = (host: string) =>
    t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1', headers: { host } });

  it("answers a loopback connection only when its Host names this machine or PUBLIC_URL's host", async () => {
    // A page of attacker.example whose name now resolves to 127.0.0.1 sends its own host name.
    for (const host of [
      'attacker.example',
      'attacker.example:3000',
      'localhost.attacker.example',
      '127.0.0.1.nip.io:3000',
    ]) {
      const res = await get(host);
      expect(res.statusCode, host).toBe(404);
      expect(res.body).not.toContain('victim@example.com');
    }
    for (const host of [
      'localhost:3000',
      'LOCALHOST',
      '127.0.0.1:3000',
      '[::1]:3000',
      'app.localhost:5173',
      'inkforge.test:8080',
    ]) {
      const res = await get(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.body).toContain('victim@example.com');
    }
  });
});

describe('/dev/mail with SMTP set', () => {
  it('does not exist: mail goes to real mailboxes', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
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
