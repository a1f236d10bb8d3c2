import PinoPretty from 'pino-pretty';
import type { Config } from './config';
import { BatchedLines } from './batched-lines';

/** Where JSON lines go: standard output, in batches (see serverLoggerOptions). */
export const JSON_LINES_BATCHES = { minLength: 4096, flushAfterMs: 1000 };

/**
 * The server's pino options: one readable coloured line per entry when stdout is a terminal,
 * JSON lines otherwise (files, containers, log collectors). The request line's fields are only
 * shown in JSON: its message already says them. The pretty stream writes
 * synchronously, so nothing is lost when the process exits right after a line.
 *
 * JSON lines are written asynchronously and in batches (batched-lines.ts): lines gather until
 * 4 KiB wait (about 15 request lines) or a second has passed, then go out in one write. pino's
 * default destination writes every line with its own blocking write(2), which cost about a tenth
 * of the main thread's time on the cheapest public routes, and its batching mode re-measures the
 * whole waiting batch on every line (see bench/framework-tax-report.md). The waiting lines are
 * written synchronously when the process exits, so a shutdown or a crash that Node sees still
 * writes them; a process killed outright (SIGKILL) loses at most the last second or 4 KiB of lines.
 */
export function serverLoggerOptions(
  config: Pick<Config, 'logLevel'>,
  tty = process.stdout.isTTY === true,
): object {
  if (!tty) return { level: config.logLevel, stream: new BatchedLines(1, JSON_LINES_BATCHES) };
  return {
    level: config.logLevel,
    stream: PinoPretty({
      colorize: true,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime',
    }),
  };
}
