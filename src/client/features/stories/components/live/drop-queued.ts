import * as decoding from 'lib0/decoding';
import type { HocuspocusProviderWebsocket } from '@hocuspocus/provider';

/** The document a queued Hocuspocus message is addressed to, or null when it does not parse. */
function addressOf(message: unknown): string | null {
  if (!(message instanceof Uint8Array)) return null;
  try {
    const address = decoding.readVarString(decoding.createDecoder(message));
    const separator = address.indexOf('\0');
    return separator === -1 ? address : address.slice(0, separator);
  } catch {
    return null;
  }
}

/**
 * Forgets what a closed document left queued on a socket that is down. The provider queues
 * every message while the socket is not connected and sends the queue when it connects, on a
 * new connection where the server never opened that document. Among them is the document's
 * Close: if the writer has opened the same chapter again meanwhile (the room fell back to
 * HTTP saving and came back live, or the writer went back to it while offline), that stale
 * Close arrives after the new editor's authentication and the server closes the new one, which
 * then types into nothing. None of the closed document's queued messages can matter to the
 * new connection, so all of them go. (The queue is the provider's own field; Hocuspocus 4.)
 */
export function dropQueuedMessages(socket: HocuspocusProviderWebsocket, documentName: string): void {
  const holder = socket as unknown as { messageQueue?: unknown[] };
  if (!Array.isArray(holder.messageQueue)) return;
  holder.messageQueue = holder.messageQueue.filter((message) => addressOf(message) !== documentName);
}
