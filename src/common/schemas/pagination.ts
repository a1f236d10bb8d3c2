import { z } from 'zod';

/**
 * Keyset pagination for every "newest first" list: the server returns an opaque `nextCursor`
 * (null on the last page) and the client sends it back. No OFFSET, so page 500 costs what page 1 does.
 */
export const cursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type Page<T> = { items: T[]; nextCursor: string | null };

/** Optional free-text search: trimmed, empty means none. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(200, 'Search is too long')
  .optional()
  .transform((v) => (v ? v : undefined));

/** What an API answers about the caller's rights on one item (STYLE: abilities travel with the data). */
export const abilitiesSchema = z.record(z.string(), z.boolean());
