import type { HocuspocusProvider } from '@hocuspocus/provider';

/** At most one caret (awareness) message per this many ms per chapter, the last state always sent. */
export const CARET_THROTTLE_MS = 200;
/**
 * An unchanged state is still sent when nothing went out for this long: the others drop a state
 * not heard of for 30 s (y-protocols' awareness timeout), and re-setting the same state locally
 * (as the caret plugin does) postpones the awareness's own 15 s renewal.
 */
const KEEPALIVE_MS = 10_000;

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

/**
 * Throttles what `provider` sends of its awareness: the caret moves on every keystroke, and the
 * caret plugin sends it again on every remote edit as well, so in a room of three writers each
 * tab would send a caret message for every keystroke of anyone. Here a local change goes out at
 * once when nothing went out in the last `everyMs`; otherwise it waits for the end of that window
 * and goes out with whatever else changed (trailing edge: the latest caret is always sent).
 * A local state equal to the last one sent is not sent again (the plugin's re-send after a
 * remote edit carries nothing new: the caret is a relative position, which the others resolve
 * in their own copy) unless KEEPALIVE_MS passed. Anything that is not a local change of a
 * present state (a state removed, the provider leaving) goes out at once, taking what was
 * waiting with it. The Node bench clients use the same function, so they send what a browser
 * tab sends.
 */
export function throttleAwareness(provider: HocuspocusProvider, everyMs = CARET_THROTTLE_MS) {
  const awareness = provider.awareness;
  if (!awareness) return;
  const waiting = new Set<number>();
  let window: ReturnType<typeof setTimeout> | undefined;

  let lastSent = '';
  let lastSentAt = 0;

  /** Sends what is waiting; false when it was only our unchanged state (nothing sent). */
  const send = (): boolean => {
    const clients = [...waiting];
    waiting.clear();
    if (clients.length === 1 && clients[0] === awareness.clientID) {
      const state = JSON.stringify(awareness.getLocalState());
      const now = Date.now();
      if (state === lastSent && now - lastSentAt < KEEPALIVE_MS) return false;
      lastSent = state;
      lastSentAt = now;
    }
    provider.awarenessUpdateHandler({ added: clients, updated: [], removed: [] }, 'throttle');
    return true;
  };
  // A window opens only when something went out, so an unchanged state sent nothing and delays nothing.
  const closeWindow = () => {
    window = waiting.size > 0 && send() ? setTimeout(closeWindow, everyMs) : undefined;
  };
  const onUpdate = ({ added, updated, removed }: AwarenessChange, origin: unknown) => {
    // The provider applies what the server sends with itself as the origin: never sent back.
    if (origin === provider) return;
    for (const id of [...added, ...updated, ...removed]) waiting.add(id);
    if (origin !== 'local' || removed.length > 0) {
      clearTimeout(window);
      window = undefined;
      send();
    } else if (window === undefined && send()) {
      window = setTimeout(closeWindow, everyMs);
    }
  };

  awareness.off('update', provider.boundAwarenessUpdateHandler);
  awareness.on('update', onUpdate);
  // Leaving: the provider's own removal of its state follows and goes out at once.
  provider.on('destroy', () => {
    clearTimeout(window);
    window = undefined;
  });
}
