import { badRequest } from '../../errors';

/**
 * Where a "newest update first" page ends: the last row's updated_at (as PostgreSQL prints it
 * in UTC, to the microsecond, so no row is skipped or repeated at millisecond ties) and its id
 * as the tie-breaker. Clients treat the encoded form as opaque.
 */
export type StoryCursor = { updatedAt: string; id: string };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can name a row at all; others are answered 404 without asking the database. */
export const isUuid = (value: string): boolean => UUID.test(value);

export function encodeStoryCursor(cursor: StoryCursor): string {
  return Buffer.from(`${cursor.updatedAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** Decodes a cursor the server made; anything else is 400 'Invalid cursor' (never reaches SQL). */
export function decodeStoryCursor(raw: string): StoryCursor {
  const [updatedAt = '', id = '', ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !TIME.test(updatedAt) || !isUuid(id)) throw badRequest('Invalid cursor');
  return { updatedAt, id };
}
