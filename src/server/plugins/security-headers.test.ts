import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Headers every answer carries, and the /api/docs setting. */
describe.each([
  { where: 'on plain http', env: { PUBLIC_URL: 'http://localhost:3000' }, hsts: undefined },
  {
    where: 'on https',
    env: { PUBLIC_URL: 'https://inkforge.example' },
    hsts: 'max-age=31536000; includeSubDomains',
  },
])('security headers $where', ({ env, hsts }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it(`${hsts ? 'sends' : 'never sends'} Strict-Transport-Security, and always a Permissions-Policy`, async () => {
    // Refused answers too: a foreign-Origin write (403 by the CSRF check) and an unknown token (401).
    type Request = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> };
    const refused: Request[] = [
      { method: 'POST' as const, url: '/api/v1/stories', headers: { origin: 'https://evil.example' } },
      {
        method: 'GET' as const,
        url: '/api/v1/stories',
        headers: { authorization: 'Bearer ink_not-a-token' },
      },
    ];
    const requests: Request[] = [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/v1/no-such-route' },
      ...refused,
    ];
    for (const request of requests) {
      const res = await t.app.inject(request);
      const url = `${request.method} ${request.url} (${res.statusCode})`;
      if (request.headers) expect(res.statusCode, url).toBeGreaterThanOrEqual(401);
      expect(res.headers['strict-transport-security'], url).toBe(hsts);
      const policy = String(res.headers['permissions-policy']);
      for (const feature of [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'interest-cohort=()',
        'payment=()',
      ]) {
        expect(policy, url).toContain(feature);
      }
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });
});

describe.each<{ env: Record<string, string>; served: boolean; label: string }>([
  { env: {}, served: true, label: 'served by default outside production' },
  { env: { API_DOCS: 'false' }, served: false, label: 'turned off with API_DOCS=false' },
  { env: { NODE_ENV: 'production' }, served: false, label: 'off by default in production' },
  {
    env: { NODE_ENV: 'production', API_DOCS: 'true' },
    served: true,
    label: 'served in production with API_DOCS=true',
  },
])('the API docs: $label', ({ env, served }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it(served ? 'answers /api/docs and its JSON' : 'answers 404 for /api/docs and its JSON', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (served) {
      expect(json.statusCode).toBe(200);
      expect(json.json().info.title).toBe('Inkforge API');
      expect(page.statusCode).toBeLessThan(400);
    } else {
      expect(json.statusCode).toBe(404);
      expect(page.statusCode).toBe(404);
    }
    // The document itself is still built, for tests and tools inside the process.
    expect(Object.keys((t.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(10);
  });
});
