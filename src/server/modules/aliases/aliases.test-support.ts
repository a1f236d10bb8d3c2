import type { TestApp } from '../../test/test-app';
import { ORIGIN } from '../../auth/auth.test-support';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One alias API call as the SPA makes it (JSON, the app's Origin), signed in when `cookie` is given. */
export function aliasCall(t: TestApp, method: Method, url: string, cookie?: string, body?: object) {
  return t.app.inject({
    method,
    url,
    payload: body,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A fresh alias text (lowercase letters and digits) unique across the test run. */
export const freshAlias = (prefix = 'pen') => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

/** Creates an alias through the API and returns it; fails the test unless it was created. */
export async function createAliasFor(t: TestApp, cookie: string, body: object) {
  const res = await aliasCall(t, 'POST', '/api/v1/me/aliases', cookie, body);
  if (res.statusCode !== 201) throw new Error(`create alias failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; alias: string; visibility: string; isPrimary: boolean };
}
