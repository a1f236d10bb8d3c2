import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSignedInUser } from '../auth/auth.test-support';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The live room's upgrade and the CSRF check trust the same origins (config.trustedOrigins):
 * without PUBLIC_URL, a page on localhost, 127.0.0.1 or [::1] at PORT; with it, its origin alone.
 */
function originsOf(env: Record<string, string>) {
  const state = { t: undefined as unknown as TestApp, base: '', cookie: '' };
  beforeAll(async () => {
    state.t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', ...env });
    state.cookie = (await createSignedInUser(state.t, 'origins')).cookie;
    state.base = await state.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => state.t.close());

  /** The upgrade's status: 101 when the socket opened. */
  const upgrade = (origin: string) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(`${state.base.replace('http', 'ws')}/collab`, {
        headers: { origin, cookie: state.cookie },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        resolve(101);
        ws.close();
      });
    });
  /** Whether a signed-in state-changing request from `origin` gets past the CSRF check. */
  const csrfPasses = async (origin: string) => {
    const res = await state.t.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: { origin, cookie: state.cookie },
      payload: {},
    });
    return !(res.statusCode === 403 && res.json().error.code === 'CROSS_ORIGIN');
  };
  return { upgrade, csrfPasses };
}

describe('without PUBLIC_URL', () => {
  const { upgrade, csrfPasses } = originsOf({ PUBLIC_URL: '', PORT: '3000' });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'both trust %s',
    async (origin) => {
      expect(await csrfPasses(origin)).toBe(true);
      expect(await upgrade(origin)).toBe(101);
    },
  );

  it.each(['http://127.0.0.1:3001', 'http://192.168.1.20:3000', 'https://evil.example', 'null'])(
    'both refuse %s',
    async (origin) => {
      expect(await csrfPasses(origin)).toBe(false);
      expect(await upgrade(origin)).toBe(403);
    },
  );
});

describe('with PUBLIC_URL', () => {
  const { upgrade, csrfPasses } = originsOf({ PUBLIC_URL: 'http://localhost:3000', PORT: '3000' });

  it('both trust its origin alone', async () => {
    expect(await csrfPasses('http://localhost:3000')).toBe(true);
    expect(await upgrade('http://localhost:3000')).toBe(101);
    expect(await csrfPasses('http://127.0.0.1:3000')).toBe(false);
    expect(await upgrade('http://127.0.0.1:3000')).toBe(403);
  });
});
