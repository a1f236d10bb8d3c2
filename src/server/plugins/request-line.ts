import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

// The pino internals read below (msgPrefixSym is missing from pino's types).
type PinoSymbol =
  | 'chindingsSym'
  | 'endSym'
  | 'formattersSym'
  | 'hooksSym'
  | 'lsCacheSym'
  | 'messageKeySym'
  | 'mixinSym'
  | 'msgPrefixSym'
  | 'needsMetadataGsym'
  | 'nestedKeySym'
  | 'serializersSym'
  | 'stringifiersSym'
  | 'streamSym'
  | 'timeSym';
const {
  chindingsSym,
  endSym,
  formattersSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  msgPrefixSym,
  needsMetadataGsym,
  nestedKeySym,
  serializersSym,
  stringifiersSym,
  streamSym,
  timeSym,
} = pino.symbols as unknown as Record<PinoSymbol, symbol>;

/** The request line's fields, in the order they are written (after `reqId`). */
export type RequestLineFields = { method: string; url: string; statusCode: number; responseTime: number };
type Internals = Record<symbol, unknown>;
const INFO = 30;
const LINE_KEYS = ['reqId', 'method', 'url', 'statusCode', 'responseTime', 'msg'];

/**
 * Writes the request line at `info` the way pino would for
 * `logger.info({ reqId, method, url, statusCode, responseTime }, message)`, byte for byte, but
 * put together directly: pino walks the object key by key through its serializers and
 * stringifiers, which cost about as much as the rest of a cheap route's framework overhead
 * (bench/framework-tax-report.md). request-line.test.ts compares the two.
 *
 * Returns null (use pino) unless the logger writes plain JSON lines where that holds: no mixin,
 * message prefix, nested key, log formatter, logMethod or streamWrite hook, no serializer or
 * redaction on the line's keys, the standard level key, and a stream that takes no metadata.
 * The time and the bindings (pid, hostname) are pino's own.
 */
export function plainRequestLine(
  logger: FastifyBaseLogger,
): ((reqId: string, fields: RequestLineFields, message: string) => void) | null {
  const l = logger as unknown as Internals;
  const formatters = l[formattersSym] as { log?: unknown } | undefined;
  const hooks = l[hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const serializers = (l[serializersSym] ?? {}) as Record<string, unknown>;
  const stringifiers = (l[stringifiersSym] ?? {}) as Record<string, unknown>;
  const stream = l[streamSym] as { write(line: string): unknown } | undefined;
  const levelPrefix = (l[lsCacheSym] as Record<number, string> | undefined)?.[INFO];
  const time = l[timeSym] as (() => string) | undefined;
  const plain =
    !l[mixinSym] &&
    !l[msgPrefixSym] &&
    !l[nestedKeySym] &&
    !formatters?.log &&
    !hooks?.logMethod &&
    !hooks?.streamWrite &&
    l[messageKeySym] === 'msg' &&
    levelPrefix === `{"level":${INFO}` &&
    typeof time === 'function' &&
    typeof l[chindingsSym] === 'string' &&
    typeof l[endSym] === 'string' &&
    typeof stream?.write === 'function' &&
    !(stream as Internals)[needsMetadataGsym] &&
    LINE_KEYS.every((key) => !Object.hasOwn(serializers, key) && !Object.hasOwn(stringifiers, key));
  if (!plain) return null;
  const end = l[endSym] as string;
  return (reqId, fields, message) => {
    // The level may change at run time (logger.level = 'warn'); the bindings may not.
    if (!(logger as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('info')) return;
    stream!.write(
      `${levelPrefix}${time!.call(logger)}${l[chindingsSym] as string},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)},"statusCode":${fields.statusCode},"responseTime":${fields.responseTime},"msg":${JSON.stringify(message)}${end}`,
    );
  };
}
