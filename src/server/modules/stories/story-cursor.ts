import { decodeCursor, encodeCursor, isUuid } from '../../db/keyset-cursor';

/**
 * Where a "newest update first" page of stories ends: the last row's updated_at (as PostgreSQL
 * prints it, to the microsecond) and its id. Encoding and checks are the shared keyset cursor's;
 * this only names the fields the way the stories queries use them.
 */
export type StoryCursor = { updatedAt: string; id: string };

export { isUuid };

export function encodeStoryCursor(cursor: StoryCursor): string {
  return encodeCursor({ at: cursor.updatedAt, id: cursor.id });
}

/** Decodes a cursor the server made; anything else is 400 'Invalid cursor' (never reaches SQL). */
export function decodeStoryCursor(raw: string): StoryCursor {
  const position = decodeCursor(raw)!;
  return { updatedAt: position.at, id: position.id };
}
