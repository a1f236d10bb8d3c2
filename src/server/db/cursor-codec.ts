import { badRequest } from '../errors';

/**
 * The one keyset cursor codec. A cursor is the JSON array of the sort values of the last row a
 * page showed (ending with its id), in base64url; clients treat it as opaque and send it back.
 * Each list declares its tuple once with `cursorCodec(...fields)`: `encode` takes exactly that
 * tuple, and `decode` gives it back typed, or answers 400 VALIDATION_ERROR 'Invalid cursor' for
 * anything the server did not make (wrong length, a value of the wrong kind), so no cursor value
 * reaches SQL unchecked. The wire format is the same for every list, so cursors handed out before
 * this codec existed still decode.
 */

/** Checks one decoded JSON value of a cursor and narrows it to the field's type. */
export type CursorField<V> = (value: unknown) => value is V;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** The kinds of value a cursor field may hold. */
export const field = {
  /** A timestamp as PostgreSQL prints it in UTC to the microsecond (see `cursorTimestamp`). */
  time: (v: unknown): v is string => typeof v === 'string' && TIMESTAMP.test(v),
  uuid: (v: unknown): v is string => typeof v === 'string' && UUID.test(v),
  int: (v: unknown): v is number => Number.isSafeInteger(v),
  bool: (v: unknown): v is boolean => typeof v === 'boolean',
  /** A string matching `pattern` (e.g. a number kept as text to keep its precision). */
  matching:
    (pattern: RegExp) =>
    (v: unknown): v is string =>
      typeof v === 'string' && pattern.test(v),
  /** Exactly `value`: a cursor made for one sort is refused by another. */
  literal:
    <L extends string>(value: L) =>
    (v: unknown): v is L =>
      v === value,
  /** `inner` or null (a sort key of a nullable column). */
  nullable:
    <V>(inner: CursorField<V>) =>
    (v: unknown): v is V | null =>
      v === null || inner(v),
};

type Values<F extends readonly CursorField<unknown>[]> = {
  -readonly [K in keyof F]: F[K] extends CursorField<infer V> ? V : never;
};

export type CursorCodec<T extends readonly unknown[]> = {
  encode(values: T): string;
  /** The tuple a client sent back; undefined when there was no cursor (the first page). */
  decode(cursor: string | undefined): T | undefined;
};

export const invalidCursor = () =>
  badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);

export function cursorCodec<F extends readonly CursorField<unknown>[]>(...fields: F): CursorCodec<Values<F>> {
  return {
    encode: (values) => Buffer.from(JSON.stringify(values)).toString('base64url'),
    decode(cursor) {
      if (cursor === undefined) return undefined;
      let parts: unknown;
      try {
        parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      if (Array.isArray(parts) && parts.length === fields.length && fields.every((ok, i) => ok(parts[i])))
        return parts as Values<F>;
      throw invalidCursor();
    },
  };
}
