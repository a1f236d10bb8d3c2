import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Auth } from './auth/create-auth';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';
import type { Redis } from 'ioredis';
import type { StoryEvents } from './modules/stories/story-events';
import type { Payments } from './modules/billing/payments';

/**
 * What every module can reach through `app.ctx`. Built once in buildApp; tests build their own
 * with a fresh database. Later parts (storage, pub/sub) are added here.
 */
export interface AppContext {
  config: Config;
  database: Database;
  /** Outbox or SMTP, chosen by SMTP_URL. */
  mailer: Mailer;
  /** better-auth; routes use `requireUser(request)` from auth/session.ts rather than this. */
  auth: Auth;
  /** Uploaded files: DATA_DIR/uploads on local disk, or S3 when S3_BUCKET is set. */
  storage: Storage;
  /** The payment provider (local or Stripe) and the billing service, one of each per app. */
  payments: Payments;
  /** The shared Redis connection when REDIS_URL is set (rate limits, sign-in throttle). */
  redis?: Redis;
  /** Chapter and collaborator changes, told in process to the live room (collab/). */
  storyEvents: StoryEvents;
}

/** The Fastify instance with the zod type provider, as route modules receive it. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
