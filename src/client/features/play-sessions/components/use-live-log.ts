import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlayEntry, PlayLiveMessage } from '@common/schemas/play-sessions';
import { fetchEntries } from '../api/entries';
import { playKeys } from '../api/play-keys';

type LogState = {
  entries: PlayEntry[];
  olderCursor: string | null;
  status: 'loading' | 'ready' | 'error';
  error: string;
  removed: boolean;
};

/** Puts entries in the server's order, the newer copy of an entry winning. */
function merge(current: PlayEntry[], incoming: PlayEntry[]): PlayEntry[] {
  const byId = new Map(current.map((e) => [e.id, e]));
  for (const e of incoming) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The session's log, live: the newest page over HTTP, older pages on demand, and every change
 * pushed over the table's socket (already filtered for this viewer by the server). After each
 * (re)connect the newest page is fetched again, so nothing posted while offline is missed.
 */
export function useLiveLog(sessionId: string) {
  const client = useQueryClient();
  const [state, setState] = useState<LogState>({
    entries: [],
    olderCursor: null,
    status: 'loading',
    error: '',
    removed: false,
  });
  const [connected, setConnected] = useState(false);
  const loadingOlder = useRef(false);

  const loadNewest = useCallback(async () => {
    try {
      const page = await fetchEntries(sessionId);
      setState((s) => ({
        ...s,
        entries: merge(s.entries, page.items),
        olderCursor: s.status === 'loading' ? page.nextCursor : s.olderCursor,
        status: 'ready',
      }));
    } catch (err) {
      setState((s) => ({
        ...s,
        status: s.status === 'ready' ? 'ready' : 'error',
        error: (err as Error).message,
      }));
    }
  }, [sessionId]);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(
        `${scheme}://${window.location.host}/play-live?session=${encodeURIComponent(sessionId)}`,
      );
      socket.onopen = () => {
        setConnected(true);
        void loadNewest();
      };
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as PlayLiveMessage;
        if (message.type === 'entry' || message.type === 'entry-updated')
          setState((s) => ({ ...s, entries: merge(s.entries, [message.entry]) }));
        else if (message.type === 'entry-deleted')
          setState((s) => ({ ...s, entries: s.entries.filter((e) => e.id !== message.id) }));
        else if (message.type === 'session-changed')
          void client.invalidateQueries({ queryKey: playKeys.session(sessionId) });
        else if (message.type === 'removed') {
          stopped = true;
          setState((s) => ({ ...s, removed: true }));
        }
      };
      socket.onclose = () => {
        setConnected(false);
        if (!stopped) retry = setTimeout(connect, 2000);
      };
    };
    void loadNewest();
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [sessionId, loadNewest, client]);

  const loadOlder = useCallback(async () => {
    if (!state.olderCursor || loadingOlder.current) return;
    loadingOlder.current = true;
    try {
      const page = await fetchEntries(sessionId, state.olderCursor);
      setState((s) => ({ ...s, entries: merge(s.entries, page.items), olderCursor: page.nextCursor }));
    } finally {
      loadingOlder.current = false;
    }
  }, [sessionId, state.olderCursor]);

  /** Shows an answer of this viewer's own post or edit at once (the socket brings the same). */
  const upsert = useCallback(
    (entry: PlayEntry) => setState((s) => ({ ...s, entries: merge(s.entries, [entry]) })),
    [],
  );
  const drop = useCallback(
    (id: string) => setState((s) => ({ ...s, entries: s.entries.filter((e) => e.id !== id) })),
    [],
  );

  return { ...state, connected, loadOlder, upsert, drop, retry: loadNewest };
}
