import type { FastifyInstance } from 'fastify';

export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type MutatingMethod = (typeof MUTATING_METHODS)[number];

/**
 * Every route of a ready app that changes state, read from the router itself (`printRoutes`), so
 * routes hidden from the OpenAPI document are included and a new route is covered the day it is
 * added. `url` is the route pattern as registered (`/api/v1/stories/:id`).
 */
export function mutatingRoutes(app: FastifyInstance): { method: MutatingMethod; url: string }[] {
  return appRoutes(app, MUTATING_METHODS);
}

/**
 * Every route of a ready app for the given methods, read from the router as mutatingRoutes does.
 * HEAD is left out by default: Fastify adds one for each GET, with the GET's options.
 */
export function appRoutes<M extends string>(
  app: FastifyInstance,
  methods: readonly M[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as unknown as M[],
): { method: M; url: string }[] {
  return methods.flatMap((method) =>
    routeUrls(app.printRoutes({ method, commonPrefix: false })).map((url) => ({ method, url })),
  );
}

/**
 * printRoutes draws a tree, one node a line, each child indented 4 characters further and
 * continuing its parent's path; nodes that are routes end with their methods in brackets.
 */
function routeUrls(tree: string): string[] {
  const urls: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4);
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) urls.push(stack.join(''));
  }
  return urls;
}
