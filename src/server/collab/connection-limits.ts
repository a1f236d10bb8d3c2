import { AppError } from '../errors';

/**
 * How many live-room sockets each user holds on this server. Checked before the WebSocket
 * upgrade (collab.routes.ts), so a user over the limit gets an HTTP 429 instead of a socket;
 * a Hocuspocus hook would only run after the upgrade. A socket counts until it closes.
 */
export function createConnectionLimits(maxPerUser: number) {
  const sockets = new Map<string, number>();
  return {
    /** Refuses (429) a user who holds `maxPerUser` sockets already. */
    assertMayOpen(userId: string) {
      if ((sockets.get(userId) ?? 0) >= maxPerUser) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          'You have the writing room open in too many tabs. Close one and try again.',
        );
      }
    },
    opened(userId: string) {
      sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
    },
    closed(userId: string) {
      const left = (sockets.get(userId) ?? 1) - 1;
      if (left > 0) sockets.set(userId, left);
      else sockets.delete(userId);
    },
  };
}
