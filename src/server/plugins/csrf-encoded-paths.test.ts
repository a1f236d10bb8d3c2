import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_BUCKETS } from '@common/constants';
import { createTestApp, type TestApp } from '../test/test-app';
import { MUTATING_METHODS, mutatingRoutes } from '../test/app-routes';
import { dbFingerprint, changedTables } from '../test/db-fingerprint';
import { createSignedInUser, ORIGIN } from '../auth/auth.test-support';

const FOREIGN = 'https://evil.example';
/** A browser sends Origin; some older requests carry only a Referer. */
const FOREIGN_HEADERS: Record<string, string>[] = [{ origin: FOREIGN }, { referer: `${FOREIGN}/page` }];

/**
 * The spellings of a path that a router, a proxy or a browser may treat as the same route while
 * a test of the raw text would not: percent-encoded (single and double), another letter case,
 * dot segments and doubled slashes. `path` starts with /api/.
 */
function variantsOf(path: string): string[] {
  const rest = path.slice('/api'.length);
  const encodeAll = (s: string) => [...s].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
  return [
    path,
    `/%61pi${rest}`,
    `/%61%70%69${rest}`,
    `/%41%50%49${rest}`,
    `/a%70I${rest}`,
    `/%2561pi${rest}`,
    `/%25%36%31pi${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `/x/../api${rest}`,
    `/./api${rest}`,
    `/%2e/api${rest}`,
    `/x/%2e%2e/api${rest}`,
    `//api${rest}`,
    `/%2Fapi${rest}`,
    `/api/${encodeAll(rest.slice(1, 3))}${rest.slice(3)}`,
    `/api/v1/../v1${rest.slice(3)}`,
  ];
}

/** A raw HTTP request: the path goes on the wire exactly as written (app.inject would normalise it). */
function send(port: number, method: string, path: string, headers: Record<string, string>) {
  const payload = '{}';
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('cross-site requests under every spelling of every mutating route', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  let params: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
    const me = await createSignedInUser(t, 'csrfpath');
    cookie = me.cookie;
    const story = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stories',
      headers: { origin: ORIGIN, cookie },
      payload: { title: 'A story to attack', genre: 'Fantasy' },
    });
    const storyId: string = story.json().id ?? '00000000-0000-4000-8000-000000000000';
    // Real values where a route names its own: a request that slipped through would act on them.
    params = { id: storyId, username: me.name, bucket: UPLOAD_BUCKETS[0] };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('finds every mutating route of the app, documented or not', () => {
    const routes = mutatingRoutes(t.app);
    const documented = Object.entries(t.app.swagger().paths ?? {}).flatMap(([path, ops]) =>
      Object.keys(ops ?? {})
        .map((m) => m.toUpperCase())
        .filter((m) => (MUTATING_METHODS as readonly string[]).includes(m))
        .map((m) => `${m} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(documented));
  });

  it('answers 403 CROSS_ORIGIN (or no route at all) to a foreign Origin, and changes nothing', async () => {
    const before = await dbFingerprint(t.database.db);
    const passedThrough: string[] = [];
    let tried = 0;
    for (const route of mutatingRoutes(t.app)) {
      const path = route.url.replace(
        /:(\w+)/g,
        (_, name: string) => params[name] ?? '00000000-0000-4000-8000-000000000000',
      );
      for (const variant of variantsOf(path)) {
        for (const headers of FOREIGN_HEADERS) {
          tried++;
          const res = await send(port, route.method, variant, { ...headers, cookie });
          const refused = res.status === 403 && JSON.parse(res.body).error?.code === 'CROSS_ORIGIN';
          const noRoute = res.status === 404 && /"No route for /.test(res.body);
          if (!refused && !noRoute)
            passedThrough.push(
              `${route.method} ${variant} ${Object.keys(headers)[0]} -> ${res.status} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
    expect(passedThrough).toEqual([]);
    expect(changedTables(before, await dbFingerprint(t.database.db))).toEqual([]);
  });

  it('still lets the app itself through on a spelling the router decodes', async () => {
    const res = await send(port, 'POST', '/%61pi/v1/stories', { origin: ORIGIN, cookie });
    expect(res.status).toBe(400);
  });
});
