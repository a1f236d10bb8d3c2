import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { PlayLiveMessage } from '@common/schemas/play-sessions';
import type { EntryRow } from './play-entries.repository';
import type { SessionRow } from './play-sessions.repository';
import { canSeeEntry, canSeeSession } from './play-sessions.policy';
import { toPlayEntry } from './play-sessions.presenter';
import { logRedisErrors } from '../../plugins/redis';

/** What happened at a table, as every server's hub receives it. */
export type PlayEvent =
  | { type: 'entry' | 'entry-updated' | 'entry-deleted'; session: SessionRow; entry: EntryRow }
  | { type: 'session-changed'; session: SessionRow }
  | { type: 'removed'; session: SessionRow; userId: string };

/** One open socket of one person at one table. */
export type PlaySubscriber = { userId: string; send(message: PlayLiveMessage): void; close(): void };

const CHANNEL = 'inkforge:play-sessions';

/** JSON turns dates into strings; the policy and presenter want them back. */
function revive(event: PlayEvent): PlayEvent {
  const session = {
    ...event.session,
    createdAt: new Date(event.session.createdAt),
    scheduledAt: event.session.scheduledAt ? new Date(event.session.scheduledAt) : null,
  };
  if (event.type === 'entry' || event.type === 'entry-updated' || event.type === 'entry-deleted') {
    const entry = {
      ...event.entry,
      createdAt: new Date(event.entry.createdAt),
      editedAt: event.entry.editedAt ? new Date(event.entry.editedAt) : null,
    };
    return { ...event, session, entry };
  }
  return { ...event, session };
}

/**
 * The live table's fan-out. Each server keeps the sockets open on it per session; an event is
 * delivered to this server's sockets at once and, when REDIS_URL is set, published for the other
 * servers, which deliver it to theirs. Every delivery is filtered per receiver by the policy
 * with the session as it stood when the event happened: a whisper goes only to its poster, its
 * recipients and the game master, and a removed player receives nothing more (their sockets are
 * closed with a 'removed' message).
 */
export function createPlayHub(redisUrl: string | undefined, log: FastifyBaseLogger) {
  const serverId = randomUUID();
  const tables = new Map<string, Set<PlaySubscriber>>();
  const publisher = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  const subscriber = redisUrl ? new Redis(redisUrl) : undefined;
  const ready = subscriber?.subscribe(CHANNEL).catch((err: unknown) => {
    log.warn({ err }, 'play sessions: Redis subscription failed');
  });
  subscriber?.on('message', (_channel: string, raw: string) => {
    try {
      const { origin, event } = JSON.parse(raw) as { origin: string; event: PlayEvent };
      if (origin !== serverId) deliver(revive(event));
    } catch (err) {
      log.warn({ err }, 'play sessions: unreadable fan-out message');
    }
  });
  for (const r of [publisher, subscriber]) if (r) logRedisErrors(r, log, 'Play sessions Redis');

  function deliver(event: PlayEvent): void {
    const subs = tables.get(event.session.id);
    if (!subs) return;
    for (const sub of [...subs]) {
      const viewer = { id: sub.userId };
      if (event.type === 'removed') {
        if (sub.userId !== event.userId) continue;
        sub.send({ type: 'removed' });
        sub.close();
        subs.delete(sub);
      } else if (!canSeeSession(event.session, viewer)) {
        sub.close();
        subs.delete(sub);
      } else if (event.type === 'session-changed') {
        sub.send({ type: 'session-changed' });
      } else if (canSeeEntry(event.session, event.entry, viewer)) {
        sub.send(
          event.type === 'entry-deleted'
            ? { type: 'entry-deleted', id: event.entry.id }
            : { type: event.type, entry: toPlayEntry(event.session, event.entry, viewer) },
        );
      }
    }
  }

  return {
    ready: () => ready ?? Promise.resolve(),
    subscribe(sessionId: string, sub: PlaySubscriber): () => void {
      let subs = tables.get(sessionId);
      if (!subs) tables.set(sessionId, (subs = new Set()));
      subs.add(sub);
      return () => {
        subs.delete(sub);
        if (subs.size === 0 && tables.get(sessionId) === subs) tables.delete(sessionId);
      };
    },
    publish(event: PlayEvent): void {
      deliver(event);
      publisher
        ?.publish(CHANNEL, JSON.stringify({ origin: serverId, event }))
        .catch((err: unknown) => log.warn({ err }, 'play sessions: fan-out to other servers failed'));
    },
    async close(): Promise<void> {
      for (const subs of tables.values()) for (const sub of subs) sub.close();
      tables.clear();
      await Promise.all([publisher, subscriber].map((r) => r?.quit().catch(() => r.disconnect())));
    },
  };
}
export type PlayHub = ReturnType<typeof createPlayHub>;
