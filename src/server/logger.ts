import PinoPretty from 'pino-pretty';
import type { Config } from './config';

/**
 * The server's pino options: one readable coloured line per entry when stdout is a terminal,
 * JSON lines otherwise (files, containers, log collectors). The request line's fields are only
 * shown in JSON: its message already says them. The pretty stream writes
 * synchronously, so nothing is lost when the process exits right after a line.
 */
export function serverLoggerOptions(
  config: Pick<Config, 'logLevel'>,
  tty = process.stdout.isTTY === true,
): object {
  if (!tty) return { level: config.logLevel };
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
