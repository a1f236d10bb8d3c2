/**
 * How many generations run at once, in this process: at most `perUser` for one writer and `total`
 * for the server, so generations never take every connection and the event loop stays free for
 * page loads. `take` answers a release function, or the reason there is no slot.
 */
export function createGenerationSlots(limits: { total: number; perUser: number }) {
  const byUser = new Map<string, number>();
  let running = 0;
  return {
    take(userId: string): { release: () => void } | 'user' | 'server' {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser) return 'user';
      if (running >= limits.total) return 'server';
      running += 1;
      byUser.set(userId, mine + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          running -= 1;
          const left = (byUser.get(userId) ?? 1) - 1;
          if (left <= 0) byUser.delete(userId);
          else byUser.set(userId, left);
        },
      };
    },
    get running() {
      return running;
    },
  };
}

export type GenerationSlots = ReturnType<typeof createGenerationSlots>;
