import PinoPretty from 'pino-pretty';
import type { Config } from './config';
import { BatchedLines } from './batched-lines';

/** Where JSON lines go: standard output, in batches (see serverLoggerOptions). */
export const JSON_LINES_BATCHES = { minLength: 32_768, flushAfterMs: 1000 };

/**
 * The server's pino options: one readable coloured line per entry when stdout is a terminal,
 * JSON lines otherwise (files, containers, log collectors). The request line's fields are only
 * shown in JSON: its message already says them. The pretty stream writes
 * synchronously, so nothing is lost when the process exits right after a line.
 *
 * JSON lines are written asynchronously and in batches (batched-lines.ts): lines gather until
 * 32 KiB wait (about 150 request lines) or a second has passed, then go out in one write. pino's
 * default destination writes every line with its own blocking write(2), which cost about a tenth
 * of the main thread's time on the cheapest public routes, and its batching mode re-measures the
 * whole waiting batch on every line (see bench/framework-tax-report.md). The waiting lines are
 * written synchronously when the process exits, so a shutdown or a crash that Node sees still
 * writes them; a process killed outright (SIGKILL) loses at most the last second or 32 KiB of lines.
 * 32 KiB rather than 4: each write is handed to libuv's thread pool and answered on the event
 * loop, about 5 µs of main-thread time a line at 4 KiB on the cheapest routes and too little to
 * show in the profile at 32 (bench/framework-tax-report.md); it stays half a pipe's default
 * 64 KiB, so a batch still fits a pipe whose reader keeps up.
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
