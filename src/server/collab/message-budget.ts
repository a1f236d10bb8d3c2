import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { LIVE_ROOM_CLOSE } from '@common/live-room-close-codes';

/**
 * What one live-room connection (one WebSocket) may send. Typing at a person's pace is a few
 * dozen messages a second with the carets; a paste or an offline copy catching up is one large
 * message. The budget is two token buckets (sustained rate, plus a burst), and a cap on the Yjs
 * client ids a connection brings into a document: a browser tab writes as one client id (a few
 * more when it merges edits it kept offline), while a script that makes each character a new
 * client id makes every character a concurrent insertion, which Yjs merges in time that grows
 * with their number (5,000 of them cost seconds of CPU).
 */
export type MessageBudgetLimits = {
  messagesPerSecond: number;
  messageBurst: number;
  bytesPerSecond: number;
  byteBurst: number;
  clientIdsPerDocument: number;
};

export function messageBudgetLimits(maxMessageBytes: number): MessageBudgetLimits {
  return {
    messagesPerSecond: 100,
    messageBurst: 300,
    bytesPerSecond: 1024 * 1024,
    // Always room for two of the largest messages the socket accepts (COLLAB_MAX_MESSAGE_BYTES).
    byteBurst: Math.max(4 * 1024 * 1024, 2 * maxMessageBytes),
    clientIdsPerDocument: 50,
  };
}

export type CloseEvent = { code: number; reason: string };

/** A token bucket: starts full at `capacity`, refills `perSecond`. */
function bucket(perSecond: number, capacity: number, now: () => number) {
  let tokens = capacity;
  let at = now();
  return (amount: number): boolean => {
    const t = now();
    tokens = Math.min(capacity, tokens + ((t - at) / 1000) * perSecond);
    at = t;
    if (tokens < amount) return false;
    tokens -= amount;
    return true;
  };
}

const SYNC = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/**
 * The document name and Yjs update of a sync step 2 or update message; undefined for any other
 * message, or one that does not decode (Hocuspocus refuses those itself).
 */
export function updateOf(message: Uint8Array): { name: string; update: Uint8Array } | undefined {
  try {
    const decoder = decoding.createDecoder(message);
    const address = decoding.readVarString(decoder);
    if (decoding.readVarUint(decoder) !== SYNC) return undefined;
    const step = decoding.readVarUint(decoder);
    if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return undefined;
    const separator = address.indexOf('\0');
    return {
      name: separator === -1 ? address : address.slice(0, separator),
      update: decoding.readVarUint8Array(decoder),
    };
  } catch {
    return undefined;
  }
}

/** The client ids whose new items an update carries; none when it does not parse. */
function clientIdsOf(update: Uint8Array): Iterable<number> {
  try {
    return Y.parseUpdateMeta(update).to.keys();
  } catch {
    return [];
  }
}

export type MessageBudget = {
  /** Counts `message`; the close event for the connection when it is past the budget. */
  admit(message: Uint8Array): CloseEvent | undefined;
};

/** The budget of one connection (see MessageBudgetLimits). `now` is in milliseconds. */
export function createMessageBudget(
  limits: MessageBudgetLimits,
  now: () => number = () => performance.now(),
): MessageBudget {
  const messages = bucket(limits.messagesPerSecond, limits.messageBurst, now);
  const bytes = bucket(limits.bytesPerSecond, limits.byteBurst, now);
  const clientIds = new Map<string, Set<number>>();
  return {
    admit(message) {
      if (!messages(1) || !bytes(message.byteLength)) return LIVE_ROOM_CLOSE.tooFast;
      const sync = updateOf(message);
      if (!sync) return undefined;
      let seen = clientIds.get(sync.name);
      if (!seen) clientIds.set(sync.name, (seen = new Set()));
      for (const id of clientIdsOf(sync.update)) {
        seen.add(id);
        if (seen.size > limits.clientIdsPerDocument) return LIVE_ROOM_CLOSE.tooManyClients;
      }
      return undefined;
    },
  };
}
