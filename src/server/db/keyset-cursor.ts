import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { cursorCodec, field, isUuid } from './cursor-codec';

/**
 * Keyset pagination over "newest update first" lists, ordered by (updated_at desc, id desc).
 * The cursor carries the last row's timestamp as Postgres prints it (microseconds, UTC), never a
 * JavaScript Date (milliseconds), so rows sharing a millisecond are neither skipped nor repeated.
 * Encoding and checks are the shared cursor codec's (cursor-codec.ts).
 */
export type KeysetPosition = { at: string; id: string };

/** Selects a row's updated_at as cursor text, e.g. `2026-01-02T03:04:05.123456Z`. */
export const cursorTimestamp = (updatedAt: AnyColumn): SQL<string> =>
  sql<string>`to_char(${updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const positionCursor = cursorCodec(field.time, field.uuid);

export function encodeCursor(position: KeysetPosition): string {
  return positionCursor.encode([position.at, position.id]);
}

/** The position a client sent back; 400 VALIDATION_ERROR 'Invalid cursor' if it was not one of ours. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  const tuple = positionCursor.decode(cursor);
  return tuple && { at: tuple[0], id: tuple[1] };
}

/** Rows strictly after `position` in (updated_at desc, id desc) order. */
export const afterPosition = (updatedAt: AnyColumn, id: AnyColumn, position: KeysetPosition): SQL =>
  sql`(${updatedAt}, ${id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;

/**
 * Cuts a page out of `limit + 1` fetched rows: the extra row only says another page exists, and
 * the cursor points at the last row shown.
 */
export function toPage<Row extends { cursorAt: string; id: string }>(rows: Row[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { items, nextCursor };
}

/** `ILIKE` pattern for a case-insensitive partial match; the user's `%`, `_` and `\` match literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export { isUuid };
