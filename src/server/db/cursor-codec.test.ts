import { describe, expect, it } from 'vitest';
import { cursorCodec, field } from './cursor-codec';
import { decodeCursor, encodeCursor } from './keyset-cursor';

const ID = '0b6e4f9a-3c1d-4e2f-8a7b-9c0d1e2f3a4b';
const AT = '2026-01-02T03:04:05.123456Z';

// Cursors exactly as the lists' own codecs wrote them before the shared one: still valid.
const HANDED_OUT = {
  position: 'WyIyMDI2LTAxLTAyVDAzOjA0OjA1LjEyMzQ1NloiLCIwYjZlNGY5YS0zYzFkLTRlMmYtOGE3Yi05YzBkMWUyZjNhNGIiXQ',
  template: 'WyJwb3B1bGFyIiwiNDIiLCIwYjZlNGY5YS0zYzFkLTRlMmYtOGE3Yi05YzBkMWUyZjNhNGIiXQ',
  eventWithoutDate: 'W251bGwsIjBiNmU0ZjlhLTNjMWQtNGUyZi04YTdiLTljMGQxZTJmM2E0YiJd',
  thread:
    'W3RydWUsIjIwMjYtMDEtMDJUMDM6MDQ6MDUuMTIzNDU2WiIsIjBiNmU0ZjlhLTNjMWQtNGUyZi04YTdiLTljMGQxZTJmM2E0YiJd',
};

const invalid = { status: 400, message: 'Invalid cursor' };

describe('cursorCodec', () => {
  it('keeps the wire format of the cursors already handed out', () => {
    expect(encodeCursor({ at: AT, id: ID })).toBe(HANDED_OUT.position);
    expect(decodeCursor(HANDED_OUT.position)).toEqual({ at: AT, id: ID });
    const template = cursorCodec(field.literal('popular'), field.matching(/^\d{1,10}$/), field.uuid);
    expect(template.decode(HANDED_OUT.template)).toEqual(['popular', '42', ID]);
    const event = cursorCodec(field.nullable(field.time), field.uuid);
    expect(event.decode(HANDED_OUT.eventWithoutDate)).toEqual([null, ID]);
    expect(event.encode([null, ID])).toBe(HANDED_OUT.eventWithoutDate);
    const thread = cursorCodec(field.bool, field.time, field.uuid);
    expect(thread.decode(HANDED_OUT.thread)).toEqual([true, AT, ID]);
  });

  it('round-trips a typed tuple and answers undefined without a cursor', () => {
    const groups = cursorCodec(field.int, field.uuid);
    expect(groups.decode(groups.encode([12, ID]))).toEqual([12, ID]);
    expect(groups.decode(undefined)).toBeUndefined();
  });

  it('refuses what the server did not make with 400 Invalid cursor', () => {
    const groups = cursorCodec(field.int, field.uuid);
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const bad of [
      'not base64 json',
      encode({ a: 1 }),
      encode([1.5, ID]),
      encode(['1', ID]),
      encode([1, 'not-a-uuid']),
      encode([1]),
      encode([1, ID, 'extra']),
    ])
      expect(() => groups.decode(bad), bad).toThrow(expect.objectContaining(invalid));
    const template = cursorCodec(field.literal('rated'), field.matching(/^\d$/), field.uuid);
    expect(() => template.decode(HANDED_OUT.template)).toThrow(expect.objectContaining(invalid));
    expect(() => decodeCursor(encode(['2026-01-02T03:04:05Z', ID]))).toThrow(
      expect.objectContaining(invalid),
    );
  });
});
