import { z } from 'zod';
import path from 'node:path';
import { loadStripeConfig, type StripeConfig } from './billing/stripe-config';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '../common/constants';
import { loadAiConfig, type AiConfig } from './ai/ai-config';

/**
 * Every environment variable the server reads, parsed once at start-up. A bad value stops the
 * server with a message naming the variable. Unset production parts fall back to embedded
 * defaults (PGlite, local disk, local outbox, in-process pub/sub).
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Inkforge <no-reply@inkforge.local>'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag,
  CLIENT_DIR: optionalText,
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Requests one personal API token may make per minute. */
  RATE_LIMIT_API_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).default(API_TOKEN_REQUESTS_PER_MINUTE),
  API_DOCS: flag,
  /** Who takes payments: 'stripe' (with the STRIPE_* settings) or 'local' (no real money). */
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).optional(),
  /** Live room: WebSocket connection attempts per client address and minute. */
  RATE_LIMIT_COLLAB_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  COLLAB_SAVE_DEBOUNCE_MS: z.coerce.number().int().min(0).default(2000),
  /** Book exports this process builds at once (0: it builds none; another server does). */
  EXPORT_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /** Whether this process runs the play-log name-finding job (0: another server does). */
  PLAY_PROPOSAL_WORKERS: z.coerce.number().int().min(0).max(1).default(1),
  /** Minutes between analytics rollups in this process (0: none; another server rolls up). */
  ANALYTICS_ROLLUP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  COLLAB_SAVE_MAX_WAIT_MS: z.coerce.number().int().min(0).default(10000),
  COLLAB_SESSION_GRACE_MS: z.coerce.number().int().min(0).default(60000),
  COLLAB_RECHECK_MS: z.coerce.number().int().min(100).default(5000),
  COLLAB_MAX_DOCUMENT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  COLLAB_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  COLLAB_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).default(10),
  /** The writing assistant's model (ai/ai-config.ts): 'none' or 'openai-compatible'. */
  AI_PROVIDER: z.enum(['none', 'openai-compatible']).default('none'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AI_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(400),
  AI_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(16),
  AI_MAX_CONCURRENT_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable envSchema reads (the README's settings table lists each; config.test.ts checks). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Absolute path of the data folder (PGlite files, uploads, outbox, lock). */
  dataDir: string;
  /** The address users reach the app at; used in e-mail links and as the trusted origin. */
  publicUrl: string;
  /**
   * Origins a browser may send state-changing requests and sign-ins from: PUBLIC_URL's alone
   * when it is set; otherwise localhost, 127.0.0.1 and [::1] on PORT (the same machine, however
   * the browser names it).
   */
  trustedOrigins: string[];
  databaseUrl?: string;
  databasePoolSize: number;
  smtpUrl?: string;
  mailFrom: string;
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
    publicUrl?: string;
  };
  redisUrl?: string;
  /** Unset means a secret generated once and kept in DATA_DIR (fine for one server only). */
  authSecret?: string;
  /** Proxy addresses (comma-separated, CIDR allowed) whose X-Forwarded-For is believed. */
  trustProxy?: string;
  logLevel: Env['LOG_LEVEL'];
  /** Seed demo data into an empty database at start-up; on by default outside production. */
  seedDemo: boolean;
  rateLimitAuthPerMinute: number;
  rateLimitApiTokenPerMinute: number;
  /** Serve the OpenAPI document and browsable docs at /api/docs; on by default outside production. */
  apiDocs: boolean;
  /** The live writing room at /collab (see src/server/collab/collab-types.ts for each limit). */
  collab: {
    connectsPerMinute: number;
    debounceMs: number;
    maxDebounceMs: number;
    sessionGraceMs: number;
    recheckMs: number;
    maxDocumentBytes: number;
    maxMessageBytes: number;
    maxConnectionsPerUser: number;
  };
  /** Book exports built at once by this process (EXPORT_WORKERS). */
  exportWorkers: number;
  /** Whether this process finds names in play logs (PLAY_PROPOSAL_WORKERS, 0 or 1). */
  playProposalWorkers: number;
  /** Minutes between analytics rollups (ANALYTICS_ROLLUP_MINUTES); 0 runs none. */
  analyticsRollupMinutes: number;
  /** Folder of the built SPA; default dist/client. */
  clientDir?: string;
  /** Stripe settings (billing/stripe-config.ts); unset means the local payment provider. */
  stripe?: StripeConfig;
  /** The writing assistant's model and limits (ai/ai-config.ts); provider 'none' by default. */
  ai: AiConfig;
};

export class ConfigError extends Error {}

/**
 * Production names its payment provider: the local provider completes every checkout at once
 * without taking money, so an unset Stripe key must not silently give plans away. Elsewhere the
 * provider follows the Stripe settings (present: Stripe; absent: local), and an explicit choice
 * must agree with them.
 */
function paymentProviderIssue(
  env: Env['NODE_ENV'],
  provider: Env['PAYMENT_PROVIDER'],
  stripeConfigured: boolean,
): string | undefined {
  if (provider === 'stripe' && !stripeConfigured) {
    return "'stripe' needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and a price id per paid plan";
  }
  if (provider === 'local' && stripeConfigured)
    return "'local' conflicts with the STRIPE_* settings that are set";
  if (env === 'production' && !provider) {
    return (
      "required in production: 'stripe' to take real payments (with the STRIPE_* settings), or 'local' " +
      'to run without payments (every checkout completes at once and takes no money)'
    );
  }
  return undefined;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const stripe = loadStripeConfig(source);
  if (stripe.issues.length > 0) throw new ConfigError(`Invalid environment:\n${stripe.issues.join('\n')}`);
  const paymentIssue = paymentProviderIssue(e.NODE_ENV, e.PAYMENT_PROVIDER, Boolean(stripe.stripe));
  if (paymentIssue) throw new ConfigError(`Invalid environment:\n  PAYMENT_PROVIDER: ${paymentIssue}`);
  const ai = loadAiConfig(e);
  if (typeof ai === 'string') throw new ConfigError(`Invalid environment:\n${ai}`);
  if (e.S3_BUCKET && !e.S3_ENDPOINT && !e.S3_REGION) {
    throw new ConfigError('Invalid environment:\n  S3_ENDPOINT: required with S3_BUCKET');
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    // Outside production only this machine can reach the server unless HOST says otherwise.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustedOrigins: e.PUBLIC_URL
      ? [new URL(e.PUBLIC_URL).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitApiTokenPerMinute: e.RATE_LIMIT_API_TOKEN_PER_MINUTE,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    collab: {
      connectsPerMinute: e.RATE_LIMIT_COLLAB_PER_MINUTE,
      debounceMs: e.COLLAB_SAVE_DEBOUNCE_MS,
      maxDebounceMs: e.COLLAB_SAVE_MAX_WAIT_MS,
      sessionGraceMs: e.COLLAB_SESSION_GRACE_MS,
      recheckMs: e.COLLAB_RECHECK_MS,
      maxDocumentBytes: e.COLLAB_MAX_DOCUMENT_BYTES,
      maxMessageBytes: e.COLLAB_MAX_MESSAGE_BYTES,
      maxConnectionsPerUser: e.COLLAB_MAX_CONNECTIONS_PER_USER,
    },
    exportWorkers: e.EXPORT_WORKERS,
    playProposalWorkers: e.PLAY_PROPOSAL_WORKERS,
    analyticsRollupMinutes: e.ANALYTICS_ROLLUP_MINUTES,
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : undefined,
    stripe: stripe.stripe,
    ai,
  };
}
