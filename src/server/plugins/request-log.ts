import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when the response is sent: method, path, status and time
 * (Fastify writes two by default: "incoming request" and "request completed"). The query string is
 * left out: e-mail links carry one-time tokens there. So is a path parameter named `token` (the
 * reset link carries its token in the path): such a request logs its route pattern instead
 * (`/api/v1/auth/reset-password/:token`). Fastify's other log lines are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  /** The completed line of a 404 says it all. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const url = hasTokenParam(request) ? request.routeOptions.url : pathOf(request.url);
    const ms = Math.round(reply.elapsedTime);
    const fields = { method: request.method, url, statusCode: reply.statusCode, responseTime: ms };
    const message = `${request.method} ${url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, message);
    else reply.log.info(fields, message);
  }
}

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
