import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import { plainRequestLine, type RequestLineFields } from './request-line';

/**
 * One log line per request, written when the response is sent: method, path, status and time
 * (Fastify writes two by default: "incoming request" and "request completed"). The query string is
 * left out: e-mail links carry one-time tokens there. So is a path parameter named `token` (the
 * reset link carries its token in the path): such a request logs its route pattern instead
 * (`/api/v1/auth/reset-password/:token`). Fastify's other log lines are unchanged. A request
 * that ends well is written by request-line.ts where the logger allows it: pino's bytes, put
 * together without walking an object.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  /** The completed line of a 404 says it all. */
  override routeNotFound() {}

  /** The root logger's direct request line (request-line.ts), looked up once; null: use pino. */
  private plain: { logger: FastifyBaseLogger; write: ReturnType<typeof plainRequestLine> } | undefined;

  private plainLineFor(logger: FastifyBaseLogger) {
    if (this.plain?.logger !== logger) this.plain = { logger, write: plainRequestLine(logger) };
    return this.plain.write;
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const url = hasTokenParam(request) ? request.routeOptions.url : pathOf(request.url);
    const ms = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url, statusCode: reply.statusCode, responseTime: ms };
    const message = `${request.method} ${url} ${reply.statusCode} ${ms} ms`;
    const log = reply.log;
    if (log instanceof OnDemandRequestLogger && !log.made) {
      // The same JSON line the request's child logger would write, without making one for it.
      if (!error && this.requestIdLogLabel === 'reqId') {
        const plain = this.plainLineFor(log.parent);
        // pino leaves an undefined url out of the line; the direct line always writes one.
        if (plain && url !== undefined) return plain(request.id, fields as RequestLineFields, message);
      }
      const line = { [this.requestIdLogLabel]: request.id, ...fields };
      if (error) log.parent.error({ ...line, err: error }, message);
      else log.parent.info(line, message);
    } else if (error) log.error({ ...fields, err: error }, message);
    else log.info(fields, message);
  }
}

const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogCall = (...args: unknown[]) => void;

/**
 * `request.log`, made when it is first used (Fastify's childLoggerFactory). Fastify makes a pino
 * child logger for every request only to add `reqId`; most requests log nothing but their request
 * line, which OneLinePerRequest writes through the parent with `reqId` in it, so that child is
 * never needed. Anything that does log through `request.log` gets the real child, the same as
 * before.
 */
export class OnDemandRequestLogger {
  private child_: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    // A route's own log level or serializers: its lines need the child's settings.
    if (options.level || options.serializers) this.child_ = parent.child(bindings, options);
  }

  /** Whether the child logger exists (something logged through it). */
  get made(): boolean {
    return this.child_ !== undefined;
  }

  /** The child logger, made on first use. */
  get real(): FastifyBaseLogger {
    return (this.child_ ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.real as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
  // One forwarding method per pino level, on the prototype (below): nothing made per request.
  declare fatal: LogCall;
  declare error: LogCall;
  declare warn: LogCall;
  declare info: LogCall;
  declare debug: LogCall;
  declare trace: LogCall;
  declare silent: LogCall;
}

for (const method of LOG_METHODS) {
  OnDemandRequestLogger.prototype[method] = function (this: OnDemandRequestLogger, ...args: unknown[]) {
    (this.real[method] as LogCall)(...args);
  };
}

/** Fastify's `childLoggerFactory` option: each request's logger made on first use. */
export const requestLoggerOnDemand = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new OnDemandRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

/**
 * Whether the matched route has a path parameter named `token`. Read from the parsed parameters:
 * `request.routeOptions` builds a new object on every read, which the request log would pay on
 * every request for the one route that needs it.
 */
function hasTokenParam(request: FastifyRequest): boolean {
  const params = request.params as Record<string, unknown> | null | undefined;
  return params !== null && typeof params === 'object' && 'token' in params;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
