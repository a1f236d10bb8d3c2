import { pino } from 'pino';
import PinoPretty from 'pino-pretty';
import type { Config } from './config';

/**
 * The server's pino options: one readable coloured line per entry when stdout is a terminal,
 * JSON lines otherwise (files, containers, log collectors). The request line's fields are only
 * shown in JSON: its message already says them. The pretty stream writes
 * synchronously, so nothing is lost when the process exits right after a line.
 *
 * JSON lines are written asynchronously: a line waits only while the previous write is under
 * way, and the lines logged meanwhile go out in the next write. pino's default destination
 * writes every line with its own blocking write(2), which cost about a tenth of the main
 * thread's time on the cheapest public routes (the request log line at `info`; see
 * bench/framework-tax-report.md). pino flushes what is pending synchronously when the process
 * exits, so a shutdown or a crash still writes the last lines.
 */
export function serverLoggerOptions(
  config: Pick<Config, 'logLevel'>,
  tty = process.stdout.isTTY === true,
): object {
  if (!tty) return { level: config.logLevel, stream: pino.destination({ dest: 1, sync: false }) };
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
