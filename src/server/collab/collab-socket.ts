import type { Duplex } from 'node:stream';
import type { Connection, Hocuspocus, WebSocketLike } from '@hocuspocus/server';
// lib0 is Yjs's own encoding library (a dependency of yjs and y-protocols).
import * as decoding from 'lib0/decoding';
import { applyAwarenessUpdate } from 'y-protocols/awareness';
import type { RawData, WebSocket } from 'ws';
import type { MessageBudget } from './message-budget';

/** The Hocuspocus message type of an awareness (caret and presence) update. */
const AWARENESS = 1;

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return data instanceof ArrayBuffer
    ? new Uint8Array(data)
    : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** The Hocuspocus message type of the acknowledgement of a client's update. */
const SYNC_STATUS = 8;

/** Whether an outgoing message is an update's acknowledgement (type after the address). */
function isAcknowledgement(data: Uint8Array): boolean {
  let length = 0;
  let shift = 0;
  let pos = 0;
  for (;;) {
    const byte = data[pos++];
    if (byte === undefined) return false;
    length += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) break;
  }
  return data[pos + length] === SYNC_STATUS;
}

/**
 * The socket as Hocuspocus sees it, sending in batches: the first send in a turn of the event
 * loop corks the TCP socket and the end of the turn uncorks it, so everything sent to one
 * client in one turn leaves in one write. A keystroke's text and its caret reach each other
 * writer in the same turn (Hocuspocus broadcasts both from one flush), so they share a system
 * call instead of costing one each (a write costs ~15 µs on a small VM, the largest single cost
 * per keystroke before this). An update's acknowledgement to its writer is held a little
 * longer, until the event loop's check phase: Hocuspocus relays the same update to every
 * connection, its writer included, from a setImmediate queued before the acknowledgement was
 * sent, so both leave in one write as well. Message order and framing are unchanged.
 */
function batchingSocket(socket: WebSocket): WebSocketLike {
  // ws keeps the TCP socket on `_socket` (not in its types); without it, sends go out one by one.
  const tcp = (socket as unknown as { _socket?: Duplex })._socket;
  let corked = false;
  const uncork = () => {
    corked = false;
    tcp!.uncork();
  };
  return {
    get readyState() {
      return socket.readyState;
    },
    send(data) {
      const bytes = data as Uint8Array;
      if (tcp && !corked && socket.readyState === socket.OPEN) {
        corked = true;
        tcp.cork();
        if (isAcknowledgement(bytes)) setImmediate(uncork);
        else process.nextTick(uncork);
      }
      socket.send(bytes);
    },
    close: (code, reason) => socket.close(code, reason),
  };
}

/** The document name and session id a message is addressed to, and the decoder after them. */
function addressOf(message: Uint8Array) {
  const decoder = decoding.createDecoder(message);
  const address = decoding.readVarString(decoder);
  const separator = address.indexOf('\0');
  const name = separator === -1 ? address : address.slice(0, separator);
  const sessionId = separator === -1 ? null : address.slice(separator + 1);
  return { decoder, name, sessionId };
}

/** The established connection of this socket to document `name`, if there is one. */
function connectionOf(
  hocuspocus: Hocuspocus,
  socket: WebSocketLike,
  name: string,
  sessionId: string | null,
): Connection | undefined {
  const document = hocuspocus.documents.get(name);
  if (!document) return undefined;
  for (const connection of document.connections.keys()) {
    if (connection.webSocket === socket && connection.sessionId === sessionId) return connection;
  }
  return undefined;
}

/**
 * The established connection that `message` is addressed to on this socket, if it is an
 * awareness update on one; undefined for anything else (including every message of a document
 * not yet authorised on this socket, which Hocuspocus queues until its authorisation ends).
 */
function awarenessTarget(
  hocuspocus: Hocuspocus,
  socket: WebSocketLike,
  message: Uint8Array,
): { connection: Connection; update: Uint8Array } | undefined {
  const { decoder, name, sessionId } = addressOf(message);
  if (decoding.readVarUint(decoder) !== AWARENESS) return undefined;
  const connection = connectionOf(hocuspocus, socket, name, sessionId);
  return connection && { connection, update: decoding.readVarUint8Array(decoder) };
}

/** Reads a whole awareness update without applying it; throws when it is malformed. */
function checkAwarenessUpdate(update: Uint8Array) {
  const decoder = decoding.createDecoder(update);
  const entries = decoding.readVarUint(decoder);
  for (let i = 0; i < entries; i++) {
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    JSON.parse(decoding.readVarString(decoder));
  }
}

/**
 * How long one socket's messages may hold the event loop before it goes round once (HTTP
 * requests and other rooms' messages are served in between). One message is never split, so a
 * turn can run longer by the cost of the last message.
 */
const TIME_SLICE_MS = 8;

export type AttachedSocket = {
  /** Call on the WebSocket's close: messages already taken in are handled first. */
  closed(event: { code: number; reason: string }): void;
};

/**
 * Hands an accepted WebSocket to Hocuspocus and feeds it the socket's messages.
 *
 * Every message is first counted against the connection's budget (message-budget.ts); past it,
 * the socket is closed with the budget's code and what it sent but was not yet handled is
 * dropped. Admitted messages wait in the socket's queue and are handled one after another, each
 * to its end (Hocuspocus applies a document update through promise callbacks, which would
 * otherwise run a whole burst without letting anything else in); after TIME_SLICE_MS of them
 * the queue waits for the event loop's next turn (setImmediate), so one socket's flood delays
 * other rooms and HTTP by a slice, not by the whole flood.
 *
 * One shortcut: an awareness update (a caret move, about half of the messages while people
 * type) on a document this socket already has open is applied to the document's awareness here.
 * Hocuspocus 4.7 would first decode each one into a scratch Y.Doc and Awareness for its
 * `beforeHandleAwareness` hook (a random uuid, an interval timer and their garbage per caret
 * move: about a fifth of the server's time under load); no extension here has that hook.
 * Everything else takes Hocuspocus's own path: document updates in order through every hook
 * (the size limit), authentication, and any message of a document not yet open, so nothing
 * reaches a document before its authorisation. An awareness update that does not decode is
 * also left to Hocuspocus, which closes that connection as before.
 */
export function attachSocket<Context>(
  hocuspocus: Hocuspocus<Context>,
  socket: WebSocket,
  request: Request,
  context: Context,
  budget: MessageBudget,
): AttachedSocket {
  const hocuspocusSocket = batchingSocket(socket);
  const client = hocuspocus.handleConnection(hocuspocusSocket, request, context);
  const instance = hocuspocus as Hocuspocus;
  let queue: Uint8Array[] = [];
  let next = 0;
  let draining: Promise<void> | undefined;
  let refused = false;

  /** Hands one message over; resolves once Hocuspocus has handled it (if its document is open). */
  function handle(message: Uint8Array): Promise<void> | undefined {
    try {
      const target = awarenessTarget(instance, hocuspocusSocket, message);
      if (target) {
        checkAwarenessUpdate(target.update);
        // The idle timeout counts any message (Hocuspocus sets this in its own handler).
        client.lastMessageReceivedAt = Date.now();
        applyAwarenessUpdate(target.connection.document.awareness, target.update, {
          source: 'connection',
          connection: target.connection,
        });
        return undefined;
      }
    } catch {
      /* malformed: Hocuspocus decides (and closes the connection) below */
    }
    client.handleMessage(message);
    try {
      const { name, sessionId } = addressOf(message);
      return connectionOf(instance, hocuspocusSocket, name, sessionId)?.waitForPendingMessages();
    } catch {
      return undefined;
    }
  }

  async function drain() {
    let sliceStart = performance.now();
    try {
      while (next < queue.length) {
        const message = queue[next]!;
        queue[next++] = EMPTY;
        await handle(message);
        if (performance.now() - sliceStart >= TIME_SLICE_MS && next < queue.length) {
          await new Promise((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        }
      }
    } finally {
      queue = [];
      next = 0;
      draining = undefined;
    }
  }

  socket.on('message', (data) => {
    if (refused) return;
    const message = toBytes(data);
    const over = budget.admit(message);
    if (over) {
      refused = true;
      queue.length = next;
      socket.close(over.code, over.reason);
      return;
    }
    queue.push(message);
    draining ??= drain();
  });
  return {
    closed(event) {
      const close = () => client.handleClose(event);
      if (draining) void draining.then(close, close);
      else close();
    },
  };
}

const EMPTY = new Uint8Array(0);
