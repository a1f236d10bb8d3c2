import type { Socket } from 'node:net';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { throttleAwareness } from '../../src/client/features/stories/components/live/awareness-throttle';

/** The Yjs field the browser's editor binds to (the Collaboration extension's default). */
const FRAGMENT = 'default';

/** What every typist types, over and over: ordinary prose, so word counts look like a chapter's. */
const PROSE =
  'The harbour lights went out one by one as the fog rolled in from the sea, and she kept writing. ';

/**
 * A WebSocket class that sends the session cookie and our own origin, as a browser tab would.
 * What one client sends in one turn of the event loop (a keystroke's text and its caret) leaves
 * in one TCP write, as a browser's network stack would coalesce them: the load generator shares
 * the server's two cores, and a system call per frame was a good part of its own CPU.
 */
function socketWithCookie(cookie: string, origin: string) {
  return class extends WebSocket {
    private corked = false;
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin, cookie }, perMessageDeflate: false });
      // A socket closed while still connecting reports an error; the provider already knows.
      this.on('error', () => undefined);
    }
    override send(data: Parameters<WebSocket['send']>[0]) {
      // ws keeps the TCP socket on `_socket` (not in its types).
      const tcp = (this as unknown as { _socket?: Socket })._socket;
      if (tcp && !this.corked && this.readyState === this.OPEN) {
        this.corked = true;
        tcp.cork();
        process.nextTick(() => {
          this.corked = false;
          tcp.uncork();
        });
      }
      super.send(data);
    }
  };
}

/**
 * One person in a live room: a HocuspocusProvider over its own `ws` socket (like one browser tab),
 * typing into a paragraph of their own. Each keystroke is one Yjs transaction, as in the editor,
 * with the caret (a relative position in awareness, as the browser's caret plugin states it)
 * moved after it; caret messages are throttled as in the browser (`throttleAwareness`). Now and
 * then a typo and its backspace.
 *
 * Latency bookkeeping: every inserted character advances the typist's Yjs clock by one, so the
 * time of each keystroke is kept by clock (`sentAt`); another client that receives an update
 * reads the typist's clock in its own document and takes a sample for each clock it gained.
 */
export class Typist {
  readonly doc = new Y.Doc();
  readonly socket: HocuspocusProviderWebsocket;
  readonly provider: HocuspocusProvider;
  readonly synced: Promise<void>;
  /** performance.now() of each keystroke, by the Yjs clock it produced. */
  readonly sentAt = new Map<number, number>();
  /** The characters meant to stay (typos are typed and taken back). */
  intended = '';
  /** Keystrokes made (typos and backspaces included). */
  keystrokes = 0;
  /** Times the connection dropped while the room was open. */
  drops = 0;
  private text?: Y.XmlText;
  private timer?: NodeJS.Timeout;
  private typed = 0;
  private mistakes = 0;

  constructor(
    url: string,
    cookie: string,
    origin: string,
    readonly documentName: string,
    readonly marker: string,
  ) {
    this.socket = new HocuspocusProviderWebsocket({
      url,
      WebSocketPolyfill: socketWithCookie(cookie, origin),
      maxAttempts: 0,
      delay: 500,
      minDelay: 500,
      maxDelay: 5000,
    });
    let resolve!: () => void;
    this.synced = new Promise<void>((r) => (resolve = r));
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: documentName,
      document: this.doc,
      token: 'session-cookie',
      onSynced: () => resolve(),
      onDisconnect: () => this.drops++,
    });
    // The browser's live editor throttles its caret messages the same way.
    throttleAwareness(this.provider);
    this.provider.attach();
    this.provider.awareness?.setLocalStateField('user', { name: marker, color: '#0ea5e9' });
    // The browser's caret plugin also re-sets the same caret after every remote edit; the
    // throttle sends nothing for an unchanged state (and opens no window for it), so what goes
    // on the wire is the same without that step, and the typists skip it.
  }

  /** The caret at the end of this typist's paragraph, as the caret plugin states it (relative). */
  private moveCaret() {
    const text = this.text!;
    const at = Y.createRelativePositionFromTypeIndex(text, text.length, -1);
    this.provider.awareness?.setLocalStateField('cursor', { anchor: at, head: at });
  }

  /** Adds this typist's own paragraph at the end of the chapter (concurrent adds all survive). */
  startParagraph() {
    const fragment = this.doc.getXmlFragment(FRAGMENT);
    const paragraph = new Y.XmlElement('paragraph');
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    fragment.insert(fragment.length, [paragraph]);
    this.text = text;
    this.key(this.marker);
  }

  /** Types at a person's pace: one keystroke every `intervalMs` on average (uniform 0.5x to 1.5x). */
  type(intervalMs: number, typoEvery = 40) {
    const next = () => {
      this.timer = setTimeout(
        () => {
          this.keystroke(typoEvery);
          next();
        },
        intervalMs * (0.5 + Math.random()),
      );
    };
    next();
  }

  /** Stops typing; a typo still on the page is taken back first (the intended text is the goal). */
  stop() {
    clearTimeout(this.timer);
    if (this.mistakes > 0) {
      const text = this.text!;
      this.doc.transact(() => text.delete(text.length - 1, 1));
      this.mistakes = 0;
    }
  }

  private keystroke(typoEvery: number) {
    const text = this.text!;
    if (this.mistakes > 0) {
      // Backspace over the typo.
      this.doc.transact(() => text.delete(text.length - 1, 1));
      this.mistakes = 0;
    } else if (typoEvery > 0 && this.typed % typoEvery === typoEvery - 1) {
      this.doc.transact(() => text.insert(text.length, 'q'));
      this.sentAt.set(Y.getState(this.doc.store, this.doc.clientID), performance.now());
      this.mistakes = 1;
    } else {
      this.key(PROSE[this.intended.length % PROSE.length]!);
    }
    this.typed++;
    this.keystrokes++;
    this.moveCaret();
  }

  private key(char: string) {
    const text = this.text!;
    this.doc.transact(() => text.insert(text.length, char));
    this.sentAt.set(Y.getState(this.doc.store, this.doc.clientID), performance.now());
    this.intended += char;
  }

  /** Paragraph texts of this client's copy, in document order. */
  paragraphs(): string[] {
    return this.doc
      .getXmlFragment(FRAGMENT)
      .toArray()
      .map((node) => (node instanceof Y.XmlElement ? node.toArray().map(String).join('') : ''));
  }

  destroy() {
    this.stop();
    this.provider.destroy();
    this.socket.destroy();
  }
}

/**
 * Follows the others' keystrokes in `receiver`'s document: after every update from the server,
 * each sender's clock gained is one keystroke arrived; its latency goes into `samples` (ms).
 */
export function measureArrivals(receiver: Typist, senders: Typist[], samples: { push(ms: number): void }) {
  const seen = new Map<number, number>(senders.map((s) => [s.doc.clientID, 0]));
  receiver.doc.on('update', (_update: Uint8Array, origin: unknown) => {
    if (origin === null || origin === undefined) return; // our own keystrokes
    const now = performance.now();
    for (const sender of senders) {
      const id = sender.doc.clientID;
      const clock = Y.getState(receiver.doc.store, id);
      const before = seen.get(id)!;
      if (clock <= before) continue;
      for (let c = before + 1; c <= clock; c++) {
        const at = sender.sentAt.get(c);
        if (at !== undefined) {
          samples.push(now - at);
          sender.sentAt.delete(c);
        }
      }
      seen.set(id, clock);
    }
  });
}

/**
 * A chapter as typed live: `words` words by three writers taking turns paragraph by paragraph,
 * one transaction per keystroke, with a typo and its backspace every 40 keystrokes. Returns the
 * document's state, which a client brings into an empty room (the server then holds the same
 * structure as if it had been typed there).
 */
export function typedChapterState(words: number): Uint8Array {
  const writers = [new Y.Doc(), new Y.Doc(), new Y.Doc()];
  const sync = (from: Y.Doc) => {
    const update = Y.encodeStateAsUpdate(from);
    for (const to of writers) if (to !== from) Y.applyUpdate(to, update);
  };
  const wordsPerParagraph = 100;
  let written = 0;
  for (let p = 0; written < words; p++) {
    const doc = writers[p % 3]!;
    const fragment = doc.getXmlFragment(FRAGMENT);
    const paragraph = new Y.XmlElement('paragraph');
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    doc.transact(() => fragment.insert(fragment.length, [paragraph]));
    let keys = 0;
    for (let w = 0; w < wordsPerParagraph && written < words; w++, written++) {
      const word = (w === 0 ? '' : ' ') + PROSE.split(' ')[w % 18];
      for (const char of word) {
        doc.transact(() => text.insert(text.length, char));
        if (++keys % 40 === 0) {
          doc.transact(() => text.insert(text.length, 'q'));
          doc.transact(() => text.delete(text.length - 1, 1));
        }
      }
    }
    sync(doc);
  }
  const state = Y.encodeStateAsUpdate(writers[0]!);
  for (const doc of writers) doc.destroy();
  return state;
}
