import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { plainRequestLine, type RequestLineFields } from './request-line';
import { withSafeErrorLogging } from './safe-error-log';

/** A pino logger with the server's options (redaction, safe error serializers), capturing its lines. */
function capturingLogger(extra: object = {}) {
  const lines: string[] = [];
  const options = withSafeErrorLogging({ level: 'info', ...extra }) as object;
  const logger = pino(options, { write: (line: string) => void lines.push(line) });
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

const URLS = [
  '/api/v1/leaderboards',
  '/api/v1/library/stories/0b9d2f4e-61c4-4bb5-9a53-3a1f0c0f7d11',
  '/a"quoted"\\path',
  '/control\u0001\u001fchars',
  '/caf\u00e9/%C3%A9',
  `/long/${'x'.repeat(120)}`,
  '/</script>\u2028',
];

describe('the direct request line', () => {
  it('writes the same bytes pino writes for the same request line', () => {
    const { logger, lines } = capturingLogger();
    const write = plainRequestLine(logger);
    expect(write).not.toBeNull();
    for (const [i, url] of URLS.entries()) {
      const fields: RequestLineFields = { method: 'GET', url, statusCode: 200 + i, responseTime: i };
      const message = `GET ${url} ${fields.statusCode} ${i} ms`;
      lines.length = 0;
      logger.info({ reqId: `req-${i}`, ...fields }, message);
      write!(`req-${i}`, fields, message);
      expect(lines).toHaveLength(2);
      const [fromPino, direct] = lines as [string, string];
      // pino's clock may tick between the two lines; everything else must match byte for byte.
      const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');
      expect(withoutTime(direct), url).toBe(withoutTime(fromPino));
      expect(JSON.parse(direct)).toMatchObject({ level: 30, reqId: `req-${i}`, url, msg: message });
    }
  });

  it('writes nothing when info is not enabled, and follows a level changed at run time', () => {
    const { logger, lines } = capturingLogger({ level: 'warn' });
    const write = plainRequestLine(logger)!;
    const fields = { method: 'GET', url: '/api/health', statusCode: 200, responseTime: 1 };
    write('req-1', fields, 'GET /api/health 200 1 ms');
    expect(lines).toHaveLength(0);
    logger.level = 'info';
    write('req-2', fields, 'GET /api/health 200 1 ms');
    expect(lines).toHaveLength(1);
  });

  it('leaves the line to pino when the logger would write it differently', () => {
    for (const options of [
      { mixin: () => ({ service: 'inkforge' }) },
      { msgPrefix: '[web] ' },
      { nestedKey: 'payload' },
      { formatters: { log: (o: object) => o } },
      { formatters: { level: (label: string) => ({ level: label }) } },
      { hooks: { logMethod: (args: unknown[], method: (...a: unknown[]) => void) => method(...args) } },
      { serializers: { url: (u: string) => u.toUpperCase() } },
      { redact: ['url'] },
      { messageKey: 'message' },
    ]) {
      expect(
        plainRequestLine(capturingLogger(options).logger),
        JSON.stringify(Object.keys(options)),
      ).toBeNull();
    }
  });
});
