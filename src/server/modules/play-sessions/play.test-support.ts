import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import type { PlayLiveMessage } from '@common/schemas/play-sessions';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { buildStory } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';

export type Person = Awaited<ReturnType<typeof createSignedInUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as `who` (a guest when undefined), with the SPA's Origin. */
export function as(t: TestApp, who: Person | undefined, method: Method, url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A table: the story owner as game master, two players, a live session; plus an outsider. */
export async function liveTable(t: TestApp) {
  const [gm, anna, ben, outsider] = await Promise.all(
    ['gm', 'anna', 'ben', 'outsider'].map((p) => createSignedInUser(t, p)),
  );
  const story = await buildStory(t.database.db, gm!.user.id);
  const created = await as(t, gm, 'POST', `/api/v1/stories/${story.id}/play-sessions`, {
    title: 'Night one',
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const sessionId = created.json().id as string;
  for (const p of [anna!, ben!])
    await as(t, gm, 'POST', `/api/v1/play-sessions/${sessionId}/players`, { username: p.user.username });
  await as(t, gm, 'PATCH', `/api/v1/play-sessions/${sessionId}`, { status: 'Live' });
  return { gm: gm!, anna: anna!, ben: ben!, outsider: outsider!, storyId: story.id, sessionId };
}

export const entriesUrl = (sessionId: string) => `/api/v1/play-sessions/${sessionId}/entries`;

/** Moves an entry's posting time back, to test the edit window. */
export const agePost = (t: TestApp, entryId: string, minutes: number) =>
  t.database.db.execute(
    sql`update play_entries set created_at = now() - make_interval(mins => ${minutes}) where play_entry_id = ${entryId}`,
  );

/** A live-table socket that records what it receives. */
export type TableSocket = {
  messages: PlayLiveMessage[];
  closed: Promise<number>;
  opened: Promise<void>;
  close(): void;
};

export function openTable(base: string, who: Person, sessionId: string): TableSocket {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/play-live?session=${sessionId}`, {
    headers: { cookie: who.cookie, origin: ORIGIN },
  });
  const messages: PlayLiveMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as PlayLiveMessage));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on('error', reject);
  });
  return { messages, closed, opened, close: () => ws.close() };
}

/** Waits until `check` holds (or fails after `ms`). */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
