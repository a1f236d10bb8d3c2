import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_GENRES } from '@common/constants';
import { API_TOKEN_MESSAGES, type CreatedApiToken } from '@common/schemas/api-tokens';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { apiTokens } from '../../db/schema/api-tokens';
import { openTestDatabase } from '../../test/test-database';
import type { TestApp } from '../../test/test-app';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';

/**
 * Personal API tokens as a script uses them: real HTTP (fetch against a listening server), no
 * cookie. The server's log is captured to prove a secret never reaches it.
 */
describe('personal API tokens', () => {
  const logged: string[] = [];
  let t: TestApp;
  let base: string;
  let cookie: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-tokens-'));

  beforeAll(async () => {
    const database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      SEED_DEMO: 'false',
      RATE_LIMIT_API_TOKEN_PER_MINUTE: '25',
      // The sign-in budget per address is shared through Redis with other test files' servers on
      // 127.0.0.1; this file tests the per-token limit, not that one.
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      // With a Redis (as in CI) the per-token counters live there, as in production.
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    const app = await buildApp({ config, database, logger: { level: 'trace', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    t = {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    cookie = (await createSignedInUser(t, 'tok')).cookie;
  }, 60_000);
  afterAll(async () => t?.close());

  /** Creates a token through the cookie session, as the settings page does. */
  async function mint(scope: 'read' | 'read-write', name = `script ${scope}`): Promise<CreatedApiToken> {
    const res = await fetch(`${base}/api/v1/me/tokens`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name, scope, expiresInDays: 30 }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as CreatedApiToken;
  }

  const withToken = (secret: string, url: string, init: RequestInit = {}) =>
    fetch(`${base}${url}`, { ...init, headers: { authorization: `Bearer ${secret}`, ...init.headers } });
  const newStory = (title: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title, genre: STORY_GENRES[0] }),
  });

  it('creates a token shown once, stored hashed, listed with its use', async () => {
    const created = await mint('read-write', 'backup script');
    expect(created.secret).toMatch(/^ink_[A-Za-z0-9_-]{43}$/);
    expect(created.hint).toBe(`${created.secret.slice(0, 10)}…`);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);

    expect((await withToken(created.secret, '/api/v1/stories')).status).toBe(200);
    const me = await withToken(created.secret, '/api/v1/me');
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain('"username":"tok_');
    const list = await fetch(`${base}/api/v1/me/tokens`, { headers: { cookie } });
    const body = (await list.json()) as { tokens: Record<string, unknown>[] };
    const listed = body.tokens.find((x) => x.id === created.id)!;
    expect(listed).toMatchObject({ name: 'backup script', scope: 'read-write', expired: false });
    expect(listed.lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain(created.secret);
  });

  it('lets a script list and create stories with a read-write token and no cookie', async () => {
    const { secret } = await mint('read-write');
    // A foreign Origin does not matter to a bearer request: no browser sends one by itself.
    const created = await withToken(secret, '/api/v1/stories', {
      ...newStory('Written by a script'),
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
    });
    expect(created.status).toBe(201);
    const list = (await (await withToken(secret, '/api/v1/stories')).json()) as {
      items: { title: string }[];
    };
    expect(list.items.map((s) => s.title)).toContain('Written by a script');
  });

  it('refuses writes with a read-only token (403) and lets it read', async () => {
    const { secret } = await mint('read');
    expect((await withToken(secret, '/api/v1/stories')).status).toBe(200);
    const res = await withToken(secret, '/api/v1/stories', newStory('Not allowed'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.readOnly } });
  });

  it('answers 401 to unknown, revoked and expired tokens, and ignores cookies sent along', async () => {
    const unknown = await withToken('ink_' + 'a'.repeat(43), '/api/v1/stories');
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      API_TOKEN_MESSAGES.invalid,
    );
    // A valid session cookie does not rescue a bad token.
    expect((await withToken('ink_nope', '/api/v1/stories', { headers: { cookie } })).status).toBe(401);

    const expiring = await mint('read');
    await t.database.db
      .update(apiTokens)
      .set({ createdAt: sql`now() - interval '2 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(apiTokens.id, expiring.id));
    expect((await withToken(expiring.secret, '/api/v1/stories')).status).toBe(401);
  });

  it('revokes once under concurrent revokes; the token then gets 401', async () => {
    const token = await mint('read-write');
    expect((await withToken(token.secret, '/api/v1/stories')).status).toBe(200);
    const revoke = () =>
      fetch(`${base}/api/v1/me/tokens/${token.id}`, {
        method: 'DELETE',
        headers: { cookie, origin: ORIGIN },
      });
    const [a, b] = await Promise.all([revoke(), revoke()]);
    expect([a.status, b.status]).toEqual([204, 204]);
    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(rows[0]!.revokedAt).toBeInstanceOf(Date);
    expect((await withToken(token.secret, '/api/v1/stories')).status).toBe(401);
    const list = (await (await fetch(`${base}/api/v1/me/tokens`, { headers: { cookie } })).json()) as {
      tokens: { id: string }[];
    };
    expect(list.tokens.map((x) => x.id)).not.toContain(token.id);
    // Someone else's (or no) token: 404.
    const missing = await fetch(`${base}/api/v1/me/tokens/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
      headers: { cookie, origin: ORIGIN },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps tokens away from token management and the account sign-in machinery', async () => {
    const { secret } = await mint('read-write');
    for (const [method, url] of [
      ['GET', '/api/v1/me/tokens'],
      ['POST', '/api/v1/me/tokens'],
      ['POST', '/api/v1/auth/sign-out'],
      ['DELETE', '/api/v1/me'],
      ['GET', '/api/v1/billing'],
    ] as const) {
      const res = await withToken(secret, url, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        API_TOKEN_MESSAGES.sessionOnly,
      );
    }
  });

  it('rate limits each token on its own, with Retry-After', async () => {
    const [one, two] = [await mint('read'), await mint('read')];
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await withToken(one.secret, '/api/v1/stories')).status);
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true);
    const limited = await withToken(one.secret, '/api/v1/stories');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await withToken(two.secret, '/api/v1/stories')).status).toBe(200);
  });

  it('never writes a secret to the log, whatever the answer', async () => {
    const { secret } = await mint('read');
    logged.length = 0;
    await withToken(secret, '/api/v1/stories');
    await withToken(secret, '/api/v1/stories', newStory('x'));
    await withToken(`${secret}x`, '/api/v1/stories');
    await withToken(secret, '/api/v1/no-such-route');
    // A line that logs the request's headers (as a plugin or a debugging session might).
    t.app.log.info({ headers: { authorization: `Bearer ${secret}`, cookie } }, 'a line with headers');
    const log = logged.join('');
    expect(log).toContain('/api/v1/stories');
    expect(log).toContain('a line with headers');
    expect(log).not.toContain(secret.slice(4));
    expect(log).not.toContain(cookie.split('=')[1]);
  });
});
