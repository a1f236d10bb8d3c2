import { stdSerializers } from 'pino';

/** Error properties that hold a query's bound values (drizzle, PGlite) or its options. */
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'queryOptions']);
const REDACTED = '[redacted]';

/**
 * A copy of `err` (and of its causes) without the values bound to a failed query, for logging:
 * drizzle's "Failed query: ...\nparams: ..." message and stack keep the query text but lose the
 * values, the `params` / `parameters` / `values` / `queryOptions` properties go, PostgreSQL's
 * `detail` ("Key (token)=(...) already exists") keeps its shape without the value, and any bound
 * value of 4 characters or more that PostgreSQL quoted in a message ('invalid input syntax for
 * type integer: "..."') is replaced too. Session tokens, e-mails and passwords travel as bound
 * values, so none of them reaches a log line this way. Anything not an Error is returned as is.
 */
export function withoutQueryValues(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const bound = boundValues(err);
  return scrub(err, (text) => bound.reduce((out, value) => out.split(value).join(REDACTED), text), 0);
}

/** The string forms of the values bound to the failed queries along the error's cause chain. */
function boundValues(err: unknown, depth = 0): string[] {
  if (!(err instanceof Error) || depth > 5) return [];
  const own = (err as { params?: unknown }).params;
  const values = Array.isArray(own)
    ? own.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
    : [];
  // Longest first, so a value containing a shorter one is replaced whole.
  return [...values.filter((v) => v.length >= 4), ...boundValues(err.cause, depth + 1)].sort(
    (a, b) => b.length - a.length,
  );
}

function scrub(err: unknown, redact: (text: string) => string, depth: number): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(err)) {
    if (VALUE_KEYS.has(key)) continue;
    const value = (err as unknown as Record<string, unknown>)[key];
    let safe: unknown = typeof value === 'string' ? redact(value) : value;
    if (key === 'message' && typeof safe === 'string')
      safe = safe.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);
    else if (key === 'stack' && typeof safe === 'string')
      safe = safe.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
    else if (key === 'detail' && typeof safe === 'string') safe = safe.replace(/=\(.*\)/s, `=(${REDACTED})`);
    else if (key === 'cause' || key === 'errors') {
      safe = Array.isArray(value)
        ? value.map((v) => scrub(v, redact, depth + 1))
        : scrub(value, redact, depth + 1);
    }
    Object.defineProperty(copy, key, {
      value: safe,
      enumerable: Object.prototype.propertyIsEnumerable.call(err, key),
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/**
 * pino serializers for every logger of the app: `err` (Fastify's and ours) and `detail` (what
 * better-auth's logger hands over) lose bound query values before pino's own error serializer.
 */
export const safeErrorSerializers = {
  err: (err: unknown) => (err instanceof Error ? stdSerializers.err(withoutQueryValues(err) as Error) : err),
  detail: (detail: unknown) =>
    Array.isArray(detail)
      ? detail.map((d) => (d instanceof Error ? stdSerializers.err(withoutQueryValues(d) as Error) : d))
      : detail,
};

/**
 * Credentials a request carries, wherever a log line might hold its headers: API tokens
 * (Authorization), session cookies, and the cookies an answer sets.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * Adds safeErrorSerializers and the credential redaction to Fastify logger options (false and
 * true stay a logger off or on).
 */
export function withSafeErrorLogging(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object; redact?: string[] });
  return {
    ...options,
    redact: [...(options.redact ?? []), ...REDACTED_PATHS],
    serializers: { ...options.serializers, ...safeErrorSerializers },
  };
}
