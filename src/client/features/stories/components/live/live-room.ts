import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { applyChaptersNotice } from './chapters-notice';

/** Live, Reconnecting (it was live), Offline (the browser says so), or not (yet) reachable. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'unavailable';

/** Someone in the story's room, from its awareness. */
export type Peer = {
  clientId: number;
  userId: string;
  name: string;
  color: string;
  chapterId: string | null;
  self: boolean;
};

/** Without a first connection in this time, the room falls back to saving over HTTP. */
const FIRST_CONNECT_MS = 6000;
const COLORS = ['#c2410c', '#15803d', '#1d4ed8', '#7e22ce', '#be123c', '#0f766e', '#a16207', '#4338ca'];

/** A writer's caret colour: the same for them on every screen. */
export function colorFor(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

function collabUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/collab`;
}

/**
 * The story's live room: one WebSocket for the story (each chapter document rides on it), the
 * story's room document whose awareness says who is here and in which chapter, and notices
 * that the chapters changed (chapters-notice.ts: a saved chapter's words go into the cached
 * list; other changes have the list read again). `status` drives the room's banner;
 * `unavailable` means the socket never connected, and the page saves over HTTP instead.
 */
export function useLiveRoom(storyId: string, me: { id: string; name: string } | null | undefined) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [room, setRoom] = useState<LiveRoom | null>(null);
  const meId = me?.id;
  const meName = me?.name;

  useEffect(() => {
    if (!meId || !meName) return;
    const socket = new HocuspocusProviderWebsocket({ url: collabUrl(), maxDelay: 5000 });
    const story = new HocuspocusProvider({
      websocketProvider: socket,
      name: `story:${storyId}`,
      document: new Y.Doc(),
      token: 'session',
    });
    story.attach();
    story.awareness?.setLocalStateField('user', { id: meId, name: meName, color: colorFor(meId) });
    const room = { socket, story };
    setRoom(room);
    let everLive = false;
    // Once the room has given up on a socket that never connected, it stays on HTTP saving while
    // the provider keeps retrying in the background: flipping back to 'connecting' on each failed
    // attempt would take the editor away from the fallback that is saving the text.
    let gaveUp = false;
    const update = () => {
      const connected = room.socket.status === 'connected';
      if (connected) everLive = true;
      if (!navigator.onLine) setStatus(everLive ? 'offline' : 'unavailable');
      else if (connected) setStatus('live');
      else setStatus(everLive ? 'reconnecting' : gaveUp ? 'unavailable' : 'connecting');
    };
    const giveUp = setTimeout(() => {
      gaveUp = true;
      if (!everLive) setStatus('unavailable');
    }, FIRST_CONNECT_MS);
    const onStateless = ({ payload }: { payload: string }) =>
      applyChaptersNotice(queryClient, storyId, payload);
    room.socket.on('status', update);
    room.story.on('stateless', onStateless);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      clearTimeout(giveUp);
      room.socket.off('status', update);
      room.story.off('stateless', onStateless);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      room.story.destroy();
      room.socket.destroy();
      setRoom(null);
    };
  }, [meId, meName, queryClient, storyId]);

  return { room, status };
}

export type LiveRoom = { socket: HocuspocusProviderWebsocket; story: HocuspocusProvider };

/** Everyone in the room (this tab first), kept current from the story document's awareness. */
export function usePeers(room: LiveRoom | null): Peer[] {
  const awareness = room?.story.awareness ?? null;
  const snapshot = useSyncExternalStore(
    (notify) => {
      awareness?.on('change', notify);
      return () => awareness?.off('change', notify);
    },
    () => (awareness ? JSON.stringify([...awareness.getStates()]) : '[]'),
  );
  return useMemo(() => {
    const own = awareness?.clientID;
    const states = JSON.parse(snapshot) as [
      number,
      { user?: { id: string; name: string; color: string }; chapterId?: string },
    ][];
    return states
      .filter(([, state]) => state.user)
      .map(([clientId, state]) => ({
        clientId,
        userId: state.user!.id,
        name: state.user!.name,
        color: state.user!.color,
        chapterId: state.chapterId ?? null,
        self: clientId === own,
      }))
      .sort((a, b) => Number(b.self) - Number(a.self) || a.name.localeCompare(b.name));
  }, [snapshot, awareness]);
}
