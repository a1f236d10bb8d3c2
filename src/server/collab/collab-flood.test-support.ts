import WebSocket from 'ws';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { FRAGMENT } from './live-doc';

/**
 * A raw live-room socket that floods one document with Yjs updates, the way a hostile client
 * would (no provider, no pacing). Shared by collab-flood.test.ts and bench/live-room-flood.ts.
 * It speaks the Hocuspocus frame format: the document name, a message type, then its body.
 */
const SYNC = 0;
const AUTH = 2;
const CLOSE = 7;
const SYNC_STATUS = 8;
const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;
const AUTH_TOKEN = 0;
const AUTH_DENIED = 1;

export type Flooder = {
  /** The document as the server sent it, with every update made by `updates` applied. */
  doc: Y.Doc;
  /** Acknowledgements the server sent for applied updates. */
  acks(): number;
  /** The WebSocket close code and reason, once the socket closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** Reasons of Hocuspocus close messages (a document closed, the socket kept open). */
  closeMessages: string[];
  /** Sends every update as one frame each, as fast as the socket takes them. */
  send(updates: Uint8Array[]): void;
  close(): void;
};

function frame(name: string, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, name);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** A Yjs update frame (sync message, update) for document `name`. */
export function updateFrame(name: string, update: Uint8Array): Uint8Array {
  return frame(name, (e) => {
    encoding.writeVarUint(e, SYNC);
    encoding.writeVarUint(e, SYNC_UPDATE);
    encoding.writeVarUint8Array(e, update);
  });
}

/**
 * Opens `/collab` with `cookie`, authenticates document `name` and syncs it (so the updates made
 * afterwards build on the server's text); rejects when the server refuses the document.
 */
export async function openFlooder(
  baseUrl: string,
  cookie: string,
  origin: string,
  name: string,
): Promise<Flooder> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/collab`, { headers: { cookie, origin } });
  const doc = new Y.Doc();
  let acks = 0;
  const closeMessages: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  let synced!: () => void;
  let refused!: (err: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    synced = resolve;
    refused = reject;
  });
  void closed.then(({ code, reason }) => refused(new Error(`closed before sync: ${code} ${reason}`)));
  ws.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    if (type === SYNC_STATUS) acks++;
    else if (type === CLOSE) closeMessages.push(decoding.readVarString(decoder));
    else if (type === AUTH && decoding.readVarUint(decoder) === AUTH_DENIED) refused(new Error('refused'));
    else if (type === SYNC && decoding.readVarUint(decoder) === SYNC_STEP_2) {
      Y.applyUpdate(doc, decoding.readVarUint8Array(decoder));
      synced();
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(
    frame(name, (e) => {
      encoding.writeVarUint(e, AUTH);
      encoding.writeVarUint(e, AUTH_TOKEN);
      encoding.writeVarString(e, 'flood');
    }),
  );
  ws.send(
    frame(name, (e) => {
      encoding.writeVarUint(e, SYNC);
      encoding.writeVarUint(e, SYNC_STEP_1);
      encoding.writeVarUint8Array(e, Y.encodeStateVector(new Y.Doc()));
    }),
  );
  await ready;
  return {
    doc,
    acks: () => acks,
    closed,
    closeMessages,
    send(updates) {
      for (const update of updates) {
        if (ws.readyState !== WebSocket.OPEN) return;
        ws.send(updateFrame(name, update));
      }
    },
    close: () => ws.close(),
  };
}

/**
 * The attack's updates: first one that gives the document a paragraph (when it has none), then
 * `count` one-character insertions at the start of that paragraph. Each comes from a new Yjs
 * client id that knows only the synced text (a fresh Y.Doc per update, as a script making a new
 * document per message does), so every character is a concurrent insertion at the same place:
 * the most expensive shape for Yjs to merge. With `oneClient`, one client types them in a row.
 */
export function oneCharUpdates(doc: Y.Doc, count: number, { oneClient = false } = {}): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const collect = (update: Uint8Array) => updates.push(update);
  doc.on('update', collect);
  const fragment = doc.getXmlFragment(FRAGMENT);
  if (!(fragment.get(0) instanceof Y.XmlElement)) {
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText()]);
    fragment.insert(0, [paragraph]);
  }
  const textOf = (d: Y.Doc) => {
    const paragraph = d.getXmlFragment(FRAGMENT).get(0) as Y.XmlElement;
    if (!(paragraph.get(0) instanceof Y.XmlText)) paragraph.insert(0, [new Y.XmlText()]);
    return paragraph.get(0) as Y.XmlText;
  };
  textOf(doc);
  doc.off('update', collect);
  const base = Y.encodeStateAsUpdate(doc);
  const baseVector = Y.encodeStateVector(doc);
  for (let i = 0; i < count; i++) {
    if (oneClient) {
      doc.on('update', collect);
      textOf(doc).insert(0, 'x');
      doc.off('update', collect);
      continue;
    }
    const fresh = new Y.Doc();
    Y.applyUpdate(fresh, base);
    textOf(fresh).insert(0, 'x');
    updates.push(Y.encodeStateAsUpdate(fresh, baseVector));
    fresh.destroy();
  }
  return updates;
}
