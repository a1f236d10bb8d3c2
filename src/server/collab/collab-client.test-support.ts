import * as Y from 'yjs';
import WebSocket from 'ws';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { applyDocAsEdits, FRAGMENT } from './live-doc';
import { ORIGIN } from '../auth/auth.test-support';

/** A WebSocket class that sends the given session cookie (Node's providers have no browser jar). */
function socketWithCookie(cookie: string | undefined) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
    }
  };
}

export type LiveClient = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Reasons the server gave when it refused or closed this document. */
  refusals: string[];
  closes: string[];
  /** The close codes, in the same order as `closes`. */
  closeCodes: number[];
  /** Stateless messages the server sent on this document (the story room's notices). */
  stateless: string[];
  synced: Promise<void>;
  /** Replaces the text with paragraphs (as edits, like the editor makes). */
  write(...paragraphs: string[]): void;
  text(): string;
  destroy(): void;
};

/** A Node client of the live room (HocuspocusProvider over `ws`), like the browser's. */
export function liveClient(
  baseUrl: string,
  cookie: string | undefined,
  name: string,
  user = 'writer',
): LiveClient {
  const doc = new Y.Doc();
  const refusals: string[] = [];
  const closes: string[] = [];
  const closeCodes: number[] = [];
  const stateless: string[] = [];
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}/collab`,
    WebSocketPolyfill: socketWithCookie(cookie),
    maxAttempts: 0,
    delay: 200,
    minDelay: 200,
    maxDelay: 1000,
  });
  let resolveSynced!: () => void;
  const synced = new Promise<void>((resolve) => (resolveSynced = resolve));
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    token: 'session-cookie',
    onSynced: () => resolveSynced(),
    onAuthenticationFailed: ({ reason }) => refusals.push(reason),
    onClose: ({ event }) => {
      closes.push(event.reason);
      closeCodes.push(event.code);
    },
    onStateless: ({ payload }) => stateless.push(payload),
  });
  provider.attach();
  provider.awareness?.setLocalStateField('user', { name: user });
  return {
    doc,
    provider,
    socket,
    refusals,
    closes,
    closeCodes,
    stateless,
    synced,
    write: (...paragraphs) =>
      applyDocAsEdits(
        doc,
        {
          type: 'doc',
          content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
        },
        'test',
      ),
    text: () => plainText(doc),
    destroy: () => {
      // Closing a socket still connecting makes `ws` emit an error on the next tick, after the
      // provider has let go of its listeners: at the end of a test that error is expected, so it
      // is heard here instead of failing the run as an uncaught exception.
      (
        socket as unknown as { webSocket: { on?: (e: 'error', f: () => void) => void } | null }
      ).webSocket?.on?.('error', () => {});
      provider.destroy();
      socket.destroy();
    },
  };
}

function plainText(doc: Y.Doc): string {
  return doc
    .getXmlFragment(FRAGMENT)
    .toArray()
    .map((node) =>
      node instanceof Y.XmlElement
        ? node
            .toArray()
            .map((t) => (t instanceof Y.XmlText ? t.toString() : ''))
            .join('')
        : '',
    )
    .join('\n');
}

/** Waits until `check` holds (polling), or fails with `what` after `ms`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for: ${what}`);
}
