import { badRequest } from '../../errors';
import { isUuid } from '../../db/keyset-cursor';

/**
 * Opaque keyset cursors for the group lists whose order is not "newest update first": a JSON
 * tuple of the sort values of the last row shown, ending with its id. A cursor that is not one
 * of ours answers 400 'Invalid cursor'.
 */
type Part = 'int' | 'bool' | 'time';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeTuple = (values: readonly (string | number | boolean)[]): string =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

export function decodeTuple<T extends readonly (string | number | boolean)[]>(
  cursor: string | undefined,
  shape: readonly Part[],
): [...T, string] | undefined {
  if (cursor === undefined) return undefined;
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const ok =
      Array.isArray(parts) &&
      parts.length === shape.length + 1 &&
      typeof parts.at(-1) === 'string' &&
      isUuid(parts.at(-1) as string) &&
      shape.every((kind, i) => {
        const v = parts[i];
        if (kind === 'int') return Number.isSafeInteger(v);
        if (kind === 'bool') return typeof v === 'boolean';
        return typeof v === 'string' && TIMESTAMP.test(v);
      });
    if (ok) return parts as [...T, string];
  } catch {
    // Falls through to the error below.
  }
  throw badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
}
