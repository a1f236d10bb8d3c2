import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/constants';
import { usernameSchema } from '@common/schemas/user';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import { authAccounts, authSessions, authVerifications } from '../db/schema/auth';
import type { Mailer } from '../mail/mailer';
import {
  confirmEmailMessage,
  confirmNewEmailMessage,
  existingAccountMessage,
  resetPasswordMessage,
} from '../mail/templates';
import { resolveAuthSecret } from './auth-secret';
import { createSessionFastPath, type SessionTiming } from './session-fast-path';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, authLinks } from './auth-links';
import { hashPassword, verifyPassword } from './password';
import { emailChangeTarget } from './email-change-token';
import { createEmailChangeLinks } from './email-change-links';

export type AuthDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The users module's write for a confirmed address, injected by app.ts (auth imports no module). */
  userWrites: { markEmailVerified(userId: string): Promise<void> };
};

const DAY = 24 * 60 * 60;
const COOKIE_PREFIX = 'inkforge';
/**
 * A session ends after 7 days without use (it slides forward at most once a day while used) and
 * 30 days after sign-in however much it is used (session.ts and the fast path check that one).
 */
export const SESSION_TIMING: SessionTiming = {
  expiresInSeconds: 7 * DAY,
  updateAgeSeconds: DAY,
  absoluteSeconds: 30 * DAY,
};
/** Confirmation links live a day (people confirm later); reset links an hour (they act now). */
const CONFIRM_TOKEN_SECONDS = DAY;
const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * better-auth for Inkforge: e-mail and password accounts with confirmation, resend, reset and
 * database sessions in HttpOnly cookies. Only the endpoints mounted in auth.routes.ts are
 * reachable from outside; this object is also the server-side API (`auth.api.getSession`).
 *
 * Mail goes out as a background task (never inside the request), so an answer takes the same
 * time whether or not the address has an account; `settle()` waits for pending mail.
 */
export function createAuth({ config, database, mailer, logger, userWrites }: AuthDeps) {
  const links = authLinks(config.publicUrl);
  const emailChangeLinks = createEmailChangeLinks(database.db);
  const pending = new Set<Promise<unknown>>();
  const secret = resolveAuthSecret(config);
  const secureCookies = usesSecureCookies(config);

  const auth = betterAuth({
    appName: 'Inkforge',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // Our own limiter (@fastify/rate-limit, keyed by the real client address) guards these routes.
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        logger[level]({ detail: args.length ? args : undefined }, `auth: ${message}`),
    },
    // Refused requests (bad password, bad origin...) are routine: debug level, through our logger.
    onAPIError: {
      onError: (error) => {
        if (error instanceof APIError && error.statusCode < 500)
          logger.debug({ err: error }, 'auth: request refused');
        else logger.error({ err: error }, 'auth: request failed');
      },
    },
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { users, authSessions, authAccounts, authVerifications },
      transaction: true,
    }),
    user: {
      modelName: 'users',
      fields: { name: 'username', image: 'profileImage', createdAt: 'joinDate' },
      // Only server rules change these; `input: false` makes better-auth refuse them from clients.
      additionalFields: {
        subscriptionTier: { type: 'string', required: false, input: false },
        bio: { type: 'string', required: false, input: false },
        experiencePoints: { type: 'number', required: false, input: false },
        userLevel: { type: 'number', required: false, input: false },
        isAdmin: { type: 'boolean', required: false, input: false },
      },
      // Reached only through PATCH /api/v1/me/profile (edit-profile module), after the current
      // password was checked; the new address takes effect once its link is followed.
      changeEmail: { enabled: true },
      deleteUser: { enabled: false },
    },
    session: {
      modelName: 'authSessions',
      expiresIn: SESSION_TIMING.expiresInSeconds,
      updateAge: SESSION_TIMING.updateAgeSeconds,
    },
    account: { modelName: 'authAccounts' },
    verification: { modelName: 'authVerifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send({
          to: user.email,
          ...resetPasswordMessage({ username: user.name, url: links.resetPassword(token) }),
        });
      },
      // Following a reset link proves the mailbox is theirs, so the address counts as confirmed.
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await userWrites.markEmailVerified(user.id);
      },
      // Sign-up with a registered address answers like a fresh sign-up; the owner gets a notice.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          to: user.email,
          ...existingAccountMessage({
            username: user.name,
            confirmed: user.emailVerified,
            signInUrl: links.signIn,
            resetUrl: links.forgotPassword,
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRM_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        // An e-mail change mails the NEW address (user.email here) a link of its own.
        if (emailChangeTarget(token)) {
          // Only this newest link will be accepted (email-change-links.ts).
          await emailChangeLinks.remember(user.id, token);
          await mailer.send({
            to: user.email,
            ...confirmNewEmailMessage({ username: user.name, url: links.confirmEmailChange(token) }),
          });
          return;
        }
        await mailer.send({
          to: user.email,
          ...confirmEmailMessage({ username: user.name, url: links.verifyEmail(token) }),
        });
      },
    },
    databaseHooks: {
      user: {
        // Last line of defence for every path that writes a user: the spec's username rules and
        // lowercased e-mail. Uniqueness is checked by the route and enforced by the unique index.
        create: { before: async (user) => ({ data: { ...user, ...normalizeUserInput(user) } }) },
        update: { before: async (data) => ({ data: { ...data, ...normalizeUserInput(data) } }) },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips these checks when NODE_ENV is test; we want them everywhere.
      disableCSRFCheck: false,
      disableOriginCheck: false,
      backgroundTasks: {
        handler: (promise) => {
          pending.add(promise);
          void promise.finally(() => pending.delete(promise));
        },
      },
    },
  });

  return Object.assign(auth, {
    /** Which e-mail change links are still good (the confirm route checks and uses them up). */
    emailChangeLinks,
    /** The one-query session lookup for the common case (session-fast-path.ts); undefined means "ask better-auth". */
    fastSession: createSessionFastPath(database.db, secret, SESSION_TIMING),
    /** The session cookie's name, as better-auth names it (with __Secure- when cookies are Secure). */
    sessionCookieName: `${secureCookies ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`,
    /** Resolves once every mail queued so far has been sent (or has failed and been logged). */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Cookies are Secure (and named __Secure-) on an https PUBLIC_URL and always in production: a
 * production server is behind TLS even when PUBLIC_URL was mistyped as http, and a session cookie
 * must never travel in clear. Browsers accept Secure cookies from http://localhost, not elsewhere.
 */
export const usesSecureCookies = (config: Pick<Config, 'env' | 'publicUrl'>): boolean =>
  config.env === 'production' || config.publicUrl.startsWith('https://');

function normalizeUserInput(data: { name?: unknown; email?: unknown }): { name?: string; email?: string } {
  const out: { name?: string; email?: string } = {};
  if (data.name !== undefined) {
    const parsed = usernameSchema.safeParse(data.name);
    if (!parsed.success) {
      throw new APIError('BAD_REQUEST', {
        code: 'VALIDATION_ERROR',
        message: parsed.error.issues[0]?.message ?? 'Invalid username',
      });
    }
    out.name = parsed.data;
  }
  if (typeof data.email === 'string') out.email = data.email.trim().toLowerCase();
  return out;
}
