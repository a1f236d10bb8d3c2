import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** Registers one WebSocket route on the scope that has WebSocket support. */
export type SocketRoute<App> = (scope: App) => void | Promise<void>;

/**
 * The app's WebSocket routes (the live writing room, the play table), gathered while the modules
 * register and then mounted together in one scope of their own with @fastify/websocket. The
 * plugin adds an onRequest and an onResponse hook to every route of the scope it is registered
 * in; mounted at the root, every HTTP request of the app ran both for nothing. It is registered
 * once because it listens for the server's upgrades and routes each through the app's router.
 */
export function createSocketRoutes<App extends FastifyInstance>() {
  const routes: SocketRoute<App>[] = [];
  return {
    /** Call while registering; the route is mounted by `mount`. */
    add(route: SocketRoute<App>) {
      routes.push(route);
    },
    /** Mounts every route added so far, in one scope with WebSocket support. */
    async mount(app: App, options: { maxPayload: number }) {
      await app.register(async (scope) => {
        await scope.register(websocket, { options: { maxPayload: options.maxPayload } });
        // A child scope of `app`: the same instance type, with WebSocket support added.
        for (const route of routes) await route(scope as App);
      });
    },
  };
}

export type SocketRoutes<App extends FastifyInstance> = ReturnType<typeof createSocketRoutes<App>>;
