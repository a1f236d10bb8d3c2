import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth-links';
import { passwordQueue, QueueFullError, trackRefusal } from './hash-queue';

/** better-auth endpoints that hash or verify a password (argon2id). */
const HASHING_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/reset-password', '/change-password']);

/** Request headers better-auth may see; everything else (X-Forwarded-*, Host) stays behind. */
const FORWARDED_HEADERS = [
  'cookie',
  'origin',
  'referer',
  'user-agent',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
];

export type AuthCall = {
  method: 'GET' | 'POST';
  /** Path below /api/v1/auth, e.g. `/sign-in/email`. */
  path: string;
  query?: Record<string, string>;
  /** Sent as JSON: the body our route validated, never the raw client body. */
  body?: object;
  /** Leave the caller's cookies behind, so the answer cannot depend on who is signed in. */
  withoutCookies?: boolean;
};

export type AuthResult = {
  status: number;
  headers: Headers;
  /** The JSON body, or null when there was none. */
  body: Record<string, unknown> | null;
};

/**
 * Hands one request to better-auth as a Web Request and reads its Web Response. The client
 * address is Fastify's `request.ip` (X-Forwarded-For believed only from TRUST_PROXY peers).
 */
export async function callAuth(request: FastifyRequest, call: AuthCall): Promise<AuthResult> {
  const { config, auth } = request.server.ctx;
  const url = new URL(`${AUTH_BASE_PATH}${call.path}`, config.publicUrl);
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);

  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    if (name === 'cookie' && call.withoutCookies) continue;
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  if (call.body !== undefined) headers.set('content-type', 'application/json');

  // Refused before better-auth when the password queue is already full (no work, no error log);
  // and since better-auth answers 500 to any error of ours, a refusal inside it becomes 429 here.
  if (HASHING_PATHS.has(call.path) && passwordQueue.full) throw new QueueFullError();
  const { result: response, refused } = await trackRefusal(() =>
    auth.handler(
      new Request(url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      }),
    ),
  );
  if (refused) throw new QueueFullError();
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : { value: parsed };
    } catch {
      body = { message: text };
    }
  }
  return { status: response.status, headers: response.headers, body };
}

/** Passes better-auth's Set-Cookie headers (session cookie set or cleared) to the client. */
export function forwardCookies(result: AuthResult, reply: FastifyReply): void {
  const cookies = result.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * The path and query of a better-auth redirect, or undefined when it did not redirect. Only the
 * path is kept, so a redirect can never leave our own origin.
 */
export function redirectTarget(
  result: AuthResult,
  publicUrl: string,
): { path: string; params: URLSearchParams } | undefined {
  const location = result.headers.get('location');
  if (result.status < 300 || result.status >= 400 || !location) return undefined;
  const url = new URL(location, publicUrl);
  return { path: url.pathname + url.search, params: url.searchParams };
}
