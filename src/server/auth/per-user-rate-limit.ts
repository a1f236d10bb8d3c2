import type { FastifyRequest } from 'fastify';
import { getSessionUser } from './session';

/**
 * A route's rate limit counted per signed-in user (`name:userId`), run after authentication
 * (preHandler), so guests get 401 and refused attempts count too; a request without a session
 * is counted by its client address. Here rather than in the route kit, which sits under auth.
 */
export const perUserRateLimit = (name: string, max: number, timeWindow: number) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) =>
    `${name}:${(await getSessionUser(request))?.id ?? request.ip}`,
});
