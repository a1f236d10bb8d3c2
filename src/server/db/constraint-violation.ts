/**
 * The name of the unique constraint (or unique index) a failed statement violated, or null when
 * the error is anything else. Drivers differ (node-postgres and PGlite both set `code` 23505 and
 * `constraint`, Drizzle wraps them in its own error), so the whole cause chain is searched.
 * Repositories use it to turn a lost race on a unique index into the rule's own message.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
