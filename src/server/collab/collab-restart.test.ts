import { describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer } from '../test/server-process';
import { liveClient, until } from './collab-client.test-support';
import {
  appendLine,
  freshStore,
  processEnv,
  processTestResources,
  sharedStory,
  signIn,
  storedText,
} from './collab-process.test-support';

/**
 * A live-room server killed with SIGKILL while two people type: after a restart on the same data,
 * the clients reconnect and resync, everything stored before the kill is there exactly once, and
 * what they typed while the server was down reaches it. On PGlite, and on PostgreSQL in that project.
 */
describe('live room across a SIGKILL', { timeout: 400_000 }, () => {
  const { clients, servers, cleanups } = processTestResources();

  it('keeps the persisted text and merges both writers after the restart', async () => {
    const store = await freshStore(process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined);
    cleanups.push(store.remove);
    const env = {
      ...processEnv,
      ...store.env,
      REDIS_URL: '',
      PORT: String(await freePort()),
      COLLAB_SAVE_DEBOUNCE_MS: '300',
      COLLAB_SAVE_MAX_WAIT_MS: '1000',
    };
    const first = await startServer(env);
    servers.push(first);
    const owner = await signIn(first.url, 'aria');
    const collaborator = await signIn(first.url, 'bram');
    const { storyId, chapterId } = await sharedStory(first.url, owner, collaborator);
    const open = (cookie: string, name: string) => {
      const client = liveClient(first.url, cookie, chapterId, name);
      clients.push(client);
      return client;
    };
    const a = open(owner.cookie, 'owner');
    const b = open(collaborator.cookie, 'collaborator');
    await Promise.all([a.synced, b.synced]);

    // Both type, one line at a time, each after seeing the other's.
    const typed: string[] = [];
    for (let i = 0; i < 6; i++) {
      const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
      const line = `line ${i} by ${i % 2 === 0 ? 'owner' : 'collaborator'}`;
      appendLine(writer, line);
      typed.push(line);
      await until(`the other client sees ${line}`, () => reader.text().includes(line), 30_000);
    }
    const persisted = typed.join('\n');
    await until(
      'the server stored the text',
      async () => (await storedText(first.url, owner, storyId, chapterId)) === persisted,
      60_000,
    );

    first.child.kill('SIGKILL');
    await first.exited;
    // Typing goes on while the server is down; each client keeps its own lines.
    appendLine(a, 'written by the owner while the server was down');
    appendLine(b, 'written by the collaborator while the server was down');

    const second = await startServer(env);
    servers.push(second);
    await until(
      'both clients reconnect and converge',
      () =>
        a.text() === b.text() && a.text().includes('owner while') && a.text().includes('collaborator while'),
      120_000,
    );
    const merged = a.text().split('\n');
    for (const line of typed)
      expect(
        merged.filter((l) => l === line),
        line,
      ).toHaveLength(1);
    expect(merged).toHaveLength(typed.length + 2);

    // A newcomer after the restart gets the same document, and the chapter row catches up.
    const c = open(owner.cookie, 'newcomer');
    await c.synced;
    await until('the newcomer has the merged text', () => c.text() === a.text(), 30_000);
    await until(
      'the chapter row holds the merged text',
      async () => (await storedText(second.url, owner, storyId, chapterId)) === a.text(),
      60_000,
    );
    expect(await stopServer(second)).toBe(0);
  });
});
