import { z } from 'zod';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  passwordIdentityIssue,
  passwordSchema,
  resendConfirmationSchema,
  signUpBodySchema,
} from '@common/schemas/auth';
import { currentUserSchema, type CurrentUser } from '@common/schemas/user';
import type { AppInstance } from '../app-types';
import { AUTH_BASE_PATH, CONFIRM_FAILED_PATH, CONFIRMED_PATH, RESET_PASSWORD_PATH } from './auth-links';
import { callAuth, forwardCookies, redirectTarget } from './auth-proxy';
import { accountLocked, invalidCredentials, toAppError, usernameTaken } from './auth-errors';
import { createSignInThrottle } from './sign-in-throttle';
import { createKnownDevices } from './known-device';
import { resolveAuthSecret } from './auth-secret';
import { usesSecureCookies } from './create-auth';
import { badRequest } from '../errors';

/**
 * The account endpoints, the only better-auth paths reachable from outside (anything else under
 * /api/v1/auth answers 404). Each route validates its body with the shared schemas (exact spec
 * messages), hands a clean body to better-auth and re-shapes the answer. Contract:
 *
 * - POST sign-up/email {name, email, password} -> 200 {status, message}, never a session. Taken
 *   username 409 USERNAME_TAKEN. A registered e-mail gets the same 200 (its owner gets a notice).
 * - POST sign-in/email {email, password, rememberMe?} -> 200 {user} + session cookie (a browser-
 *   session cookie when rememberMe is false); 403 EMAIL_NOT_CONFIRMED; 401 INVALID_CREDENTIALS.
 * - POST send-verification-email {email} and POST request-password-reset {email} -> 200 always.
 * - POST reset-password {newPassword, token} -> 200, or 400 INVALID_TOKEN. Signs out everywhere.
 * - POST sign-out -> 200, cookie cleared.
 * - GET verify-email?token (the e-mail link) -> redirect to /login?confirmed=1, or
 *   /login?error=invalid_token. GET reset-password/:token -> redirect to /reset-password?token=...
 *   or /reset-password?error=INVALID_TOKEN.
 * Sign-in, sign-up, resend and both reset steps are rate limited per client address (429 RATE_LIMITED).
 * Sign-in is also limited per e-mail (sign-in-throttle.ts): 10 failures in 15 minutes lock it for
 * 15 minutes, from any address and even with the right password (429 ACCOUNT_LOCKED, Retry-After),
 * except from a browser that signed in to the account before (known-device.ts). A completed
 * password reset and a followed confirmation link lift the lock: both prove the mailbox.
 */
const resendBody = resendConfirmationSchema.extend({ callbackURL: z.string().optional() });
const requestResetBody = forgotPasswordSchema.extend({ redirectTo: z.string().optional() });
const resetBody = z.object({
  newPassword: passwordSchema,
  token: z.string({ error: 'Reset token is missing' }).min(1, 'Reset token is missing'),
});
const statusResponse = z.object({ status: z.literal(true), message: z.string().optional() });
const tags = ['auth'];

/** The user lookups these routes need: the users module's service, injected by app.ts (auth imports no module). */
export type AuthRouteUsers = {
  isUsernameTaken(username: string): Promise<boolean>;
  getCurrentUser(userId: string): Promise<CurrentUser>;
};

export async function authRoutes(app: AppInstance, { users }: { users: AuthRouteUsers }) {
  const { config } = app.ctx;
  const throttle = createSignInThrottle(app.log, app.ctx.redis);
  const devices = createKnownDevices(resolveAuthSecret(config), usesSecureCookies(config));
  const limited = { rateLimit: { max: config.rateLimitAuthPerMinute, timeWindow: 60_000 } };
  const at = (path: string) => `${AUTH_BASE_PATH}${path}`;

  /** The account a reset link belongs to, while the link is still good (better-auth keeps it as a verification row). */
  async function accountOfResetToken(token: string) {
    const adapter = (await app.ctx.auth.$context).internalAdapter;
    const verification = await adapter.findVerificationValue(`reset-password:${token}`);
    if (!verification || verification.expiresAt < new Date()) return undefined;
    return (await adapter.findUserById(verification.value)) ?? undefined;
  }

  app.post(
    at('/sign-up/email'),
    { config: limited, schema: { tags, body: signUpBodySchema, response: { 200: statusResponse } } },
    async (request) => {
      const { name, email, password } = request.body;
      if (await users.isUsernameTaken(name)) throw usernameTaken();
      const result = await callAuth(request, {
        method: 'POST',
        path: '/sign-up/email',
        body: { name, email: email.toLowerCase(), password },
      });
      if (result.status !== 200) {
        // Two sign-ups racing for one username: the unique index stops the second.
        if (await users.isUsernameTaken(name)) throw usernameTaken();
        throw toAppError(result, { fallback: AUTH_MESSAGES.registrationFailed });
      }
      // One fixed answer, so a registered e-mail cannot be told apart from a new one.
      return { status: true as const, message: AUTH_MESSAGES.checkEmail };
    },
  );

  app.post(
    at('/sign-in/email'),
    {
      config: limited,
      schema: { tags, body: loginSchema, response: { 200: z.object({ user: currentUserSchema }) } },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const lockedMs = devices.isKnown(request, email) ? 0 : await throttle.lockedFor(email);
      if (lockedMs > 0) {
        reply.header('retry-after', Math.ceil(lockedMs / 1000));
        throw accountLocked(lockedMs);
      }
      const result = await callAuth(request, {
        method: 'POST',
        path: '/sign-in/email',
        body: { email: email.toLowerCase(), password, rememberMe: rememberMe ?? true },
      });
      // 403 (unconfirmed e-mail) means the password was right: neither a failure nor a success.
      if (result.status === 200) await throttle.succeeded(email);
      else if (result.status === 400 || result.status === 401) await throttle.failed(email);
      // better-auth answers 400 for inputs no account can match (malformed e-mail, overlong password).
      if (result.status !== 200)
        throw toAppError(result, { fallback: AUTH_MESSAGES.loginFailed, badInput: invalidCredentials });
      forwardCookies(result, reply);
      devices.remember(request, reply, email);
      // The session token stays in its HttpOnly cookie; the body carries only the user.
      const user = result.body?.user as { id?: unknown } | undefined;
      return { user: await users.getCurrentUser(String(user?.id)) };
    },
  );

  app.post(
    at('/sign-out'),
    { schema: { tags, response: { 200: statusResponse } } },
    async (request, reply) => {
      const result = await callAuth(request, { method: 'POST', path: '/sign-out', body: {} });
      if (result.status !== 200) throw toAppError(result, { fallback: AUTH_MESSAGES.logoutFailed });
      forwardCookies(result, reply);
      return { status: true as const };
    },
  );

  app.post(
    at('/send-verification-email'),
    { config: limited, schema: { tags, body: resendBody, response: { 200: statusResponse } } },
    async (request) => {
      const result = await callAuth(request, {
        method: 'POST',
        path: '/send-verification-email',
        // No cookies: better-auth answers differently to a signed-in caller; ours answers alike.
        withoutCookies: true,
        body: { email: request.body.email.toLowerCase(), callbackURL: CONFIRMED_PATH },
      });
      if (result.status !== 200) throw toAppError(result, { fallback: AUTH_MESSAGES.resendFailedDefault });
      return { status: true as const, message: AUTH_MESSAGES.resendSuccess };
    },
  );

  app.post(
    at('/request-password-reset'),
    { config: limited, schema: { tags, body: requestResetBody, response: { 200: statusResponse } } },
    async (request) => {
      const result = await callAuth(request, {
        method: 'POST',
        path: '/request-password-reset',
        body: { email: request.body.email.toLowerCase(), redirectTo: RESET_PASSWORD_PATH },
      });
      if (result.status !== 200) throw toAppError(result, { fallback: AUTH_MESSAGES.resetFailed });
      return { status: true as const, message: 'If this email has an account, a reset link is on its way.' };
    },
  );

  app.post(
    at('/reset-password'),
    { config: limited, schema: { tags, body: resetBody, response: { 200: statusResponse } } },
    async (request) => {
      const account = await accountOfResetToken(request.body.token);
      const issue =
        account &&
        passwordIdentityIssue(request.body.newPassword, { email: account.email, username: account.name });
      if (issue) throw badRequest(issue);
      const result = await callAuth(request, { method: 'POST', path: '/reset-password', body: request.body });
      if (result.status !== 200) throw toAppError(result, { fallback: AUTH_MESSAGES.resetFailed });
      if (account) await throttle.succeeded(account.email);
      return { status: true as const };
    },
  );

  app.get(
    at('/verify-email'),
    { schema: { tags, querystring: z.object({ token: z.string().optional() }) } },
    async (request, reply) => {
      const result = await callAuth(request, {
        method: 'GET',
        path: '/verify-email',
        query: { token: request.query.token ?? '', callbackURL: CONFIRMED_PATH },
      });
      const target = redirectTarget(result, config.publicUrl);
      // Every failure (bad, expired or missing token) lands on the sign-in screen, never on JSON.
      if (!target || target.params.has('error')) return reply.redirect(CONFIRM_FAILED_PATH);
      const confirmed = emailOfConfirmToken(request.query.token ?? '');
      if (confirmed) await throttle.succeeded(confirmed);
      forwardCookies(result, reply);
      return reply.redirect(target.path);
    },
  );

  app.get(
    at('/reset-password/:token'),
    { config: limited, schema: { tags, params: z.object({ token: z.string() }) } },
    async (request, reply) => {
      const result = await callAuth(request, {
        method: 'GET',
        path: `/reset-password/${encodeURIComponent(request.params.token)}`,
        query: { callbackURL: RESET_PASSWORD_PATH },
      });
      const target = redirectTarget(result, config.publicUrl);
      return reply.redirect(target?.path ?? `${RESET_PASSWORD_PATH}?error=INVALID_TOKEN`);
    },
  );
}

/**
 * The address a confirmation link confirms, read from its token (a JWT better-auth has just
 * verified when this is called, so its signature is not checked again). An e-mail change link
 * names the new address in `updateTo`.
 */
function emailOfConfirmToken(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      email?: unknown;
      updateTo?: unknown;
    };
    const email = typeof payload.updateTo === 'string' ? payload.updateTo : payload.email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}
