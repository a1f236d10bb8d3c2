import { randomBytes } from 'node:crypto';
import type { TestApp } from '../test/test-app';
import { OutboxMailer, type StoredMail } from '../mail/outbox-mailer';

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * Test helpers for anything that needs accounts: real sign-up through the API, the confirmation
 * link read from the real outbox, real sign-in. No shortcut past better-auth, so a test that
 * passes here passes for a browser too. Argon2 is slow on purpose: create few users per file.
 */

/** The Origin a browser on the test app's PUBLIC_URL sends. */
export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery';

/** A fresh username (letters, digits, underscore; 3 to 30 characters) and a matching e-mail. */
export function freshIdentity(prefix = 'user') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  return { name, email: `${name}@example.com`, password: PASSWORD };
}

export function outbox(t: TestApp): OutboxMailer {
  const mailer = t.app.ctx.mailer;
  if (!(mailer instanceof OutboxMailer)) throw new Error('this test needs the outbox mailer (no SMTP_URL)');
  return mailer;
}

/** Every message sent to `to` so far, newest first (waits for mail still being sent). */
export async function mailsTo(t: TestApp, to: string): Promise<StoredMail[]> {
  await t.app.ctx.auth.settle();
  return (await outbox(t).list()).filter((m) => m.to === to);
}

/** The newest message to `to` with this subject; fails the test when there is none. */
export async function lastMail(t: TestApp, to: string, subject: string): Promise<StoredMail> {
  const mail = (await mailsTo(t, to)).find((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
}

/** The address of the link whose text is `anchorText` in a message's HTML. */
export function linkIn(mail: StoredMail, anchorText: string): URL {
  for (const match of mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)) {
    if (match[2] === anchorText) return new URL(decodeEntities(match[1] ?? ''));
  }
  throw new Error(`no link "${anchorText}" in "${mail.subject}"`);
}

const decodeEntities = (s: string) =>
  s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** A POST as the SPA sends it: JSON, with the Origin of the app's PUBLIC_URL. */
export function post(t: TestApp, url: string, body: object, headers: Record<string, string> = {}) {
  const origin = new URL(t.config.publicUrl).origin;
  return t.app.inject({ method: 'POST', url, payload: body, headers: { origin, ...headers } });
}

/** The session cookie a response set, as a Cookie request header value ('' when none). */
export function sessionCookie(res: InjectResponse): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const pair = all
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => /^(__Secure-)?inkforge\.session_token=./.test(c));
  return pair ?? '';
}

export async function signUp(t: TestApp, who: { name: string; email: string; password: string }) {
  return post(t, '/api/v1/auth/sign-up/email', who);
}

/** Follows the confirmation link of the newest confirmation mail to `email`. */
export async function confirmEmail(t: TestApp, email: string) {
  const link = linkIn(await lastMail(t, email, 'Confirm your Inkforge account'), 'Confirm my email');
  return t.app.inject({ method: 'GET', url: link.pathname + link.search });
}

export async function signIn(t: TestApp, email: string, password: string, extra: object = {}) {
  return post(t, '/api/v1/auth/sign-in/email', { email, password, ...extra });
}

/** A confirmed account, signed in: sign-up, confirmation link, sign-in, all through the API. */
export async function createSignedInUser(t: TestApp, prefix = 'user') {
  const who = freshIdentity(prefix);
  const up = await signUp(t, who);
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.body}`);
  await confirmEmail(t, who.email);
  const res = await signIn(t, who.email, who.password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const cookie = sessionCookie(res);
  return { ...who, cookie, user: res.json().user as { id: string; username: string } };
}
