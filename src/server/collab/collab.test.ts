import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import * as encoding from 'lib0/encoding';
import { chapters } from '../db/schema/chapters';
import { stories } from '../db/schema/stories';
import { buildStory } from '../db/factories.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { ORIGIN } from '../auth/auth.test-support';
import {
  addCollaborator,
  buildChapter,
  call,
  signInCast,
  type Cast,
} from '../modules/stories/story.test-support';
import { liveClient, until, type LiveClient } from './collab-client.test-support';

describe('live writing room (/collab)', () => {
  let t: TestApp;
  let cast: Cast;
  let base: string;
  const clients: LiveClient[] = [];
  const open = (actor: keyof Cast | 'guest', name: string) => {
    const client = liveClient(base, actor === 'guest' ? undefined : cast[actor].cookie, name, actor);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      COLLAB_SAVE_DEBOUNCE_MS: '100',
      COLLAB_SAVE_MAX_WAIT_MS: '500',
      COLLAB_RECHECK_MS: '500',
      COLLAB_MAX_MESSAGE_BYTES: '65536',
      PUBLIC_URL: ORIGIN,
    });
    cast = await signInCast(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await t.close();
  });

  async function storyWithChapter() {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    const chapter = await buildChapter(t, story.id, 1);
    return { story, chapter };
  }

  it('two writers converge, and the text reaches the chapter, its word count and the story', async () => {
    const { story, chapter } = await storyWithChapter();
    const owner = open('owner', chapter.id);
    const collaborator = open('collaborator', chapter.id);
    await Promise.all([owner.synced, collaborator.synced]);

    owner.write('The lighthouse keeper counted ships');
    await until('collaborator sees the owner', () => collaborator.text().includes('lighthouse keeper'));
    collaborator.write('The lighthouse keeper counted ships', 'until the fog came in');
    await until('owner sees the collaborator', () => owner.text().includes('fog came in'));

    await until('the chapter row holds the text', async () => {
      const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, chapter.id));
      return row!.wordCount === 10 && row!.contentText.includes('until the fog came in');
    });
    const [storyRow] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(storyRow!.wordCount).toBe(10);
    const reader = await call(t, cast, 'owner', 'GET', `/api/v1/stories/${story.id}/chapters/${chapter.id}`);
    expect(reader.json().content.content).toHaveLength(2);
  });

  it('refuses anyone who may not write in the story, before any of the document is sent', async () => {
    const { chapter, story } = await storyWithChapter();
    const owner = open('owner', chapter.id);
    await owner.synced;
    owner.write('A secret draft nobody else may read');
    const stranger = open('other', chapter.id);
    const strangerRoom = open('other', `story:${story.id}`);
    await until(
      'the stranger is refused',
      () => stranger.refusals.length > 0 && strangerRoom.refusals.length > 0,
    );
    expect(stranger.text()).toBe('');
    expect(strangerRoom.provider.awareness!.getStates().size).toBe(1);

    // A raw socket of the stranger: every byte it receives is checked for the text.
    const received: Buffer[] = [];
    const raw = new WebSocket(`${base.replace('http', 'ws')}/collab`, {
      headers: { cookie: cast.other.cookie, origin: ORIGIN },
    });
    raw.on('message', (data: Buffer) => received.push(data));
    await new Promise((resolve) => raw.once('open', resolve));
    const stepOne = strangerStepOne(chapter.id);
    raw.send(stepOne.auth);
    raw.send(stepOne.sync);
    await until('the raw socket hears the refusal', () => received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    raw.close();
    expect(Buffer.concat(received).toString('latin1')).not.toContain('secret draft');
  });

  it('refuses a socket without a session, or from another site, at the upgrade', async () => {
    const statusOf = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${base.replace('http', 'ws')}/collab`, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
      });
    expect(await statusOf({ origin: ORIGIN })).toBe(401);
    expect(await statusOf({ origin: 'https://evil.example', cookie: cast.owner.cookie })).toBe(403);
  });

  it('disconnects a collaborator within seconds of their removal', async () => {
    const { story, chapter } = await storyWithChapter();
    const owner = open('owner', chapter.id);
    const collaborator = open('collaborator', chapter.id);
    await Promise.all([owner.synced, collaborator.synced]);
    const removed = await call(
      t,
      cast,
      'owner',
      'DELETE',
      `/api/v1/stories/${story.id}/collaborators/${cast.collaborator.user.id}`,
    );
    expect(removed.statusCode).toBeLessThan(300);
    await until(
      'the collaborator is closed',
      () => collaborator.closes.some((r) => r.includes('access to this story was removed')),
      5000,
    );
    owner.write('Written after the removal');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(collaborator.text()).not.toContain('after the removal');
  });

  it('carets reach the other writer, and a malformed caret message closes only that connection', async () => {
    const { chapter } = await storyWithChapter();
    const owner = open('owner', chapter.id);
    const collaborator = open('collaborator', chapter.id);
    await Promise.all([owner.synced, collaborator.synced]);

    owner.provider.awareness!.setLocalStateField('cursor', { anchor: 3, head: 7 });
    const ownerId = owner.doc.clientID;
    await until('the collaborator sees the owner caret', () => {
      const state = collaborator.provider.awareness!.getStates().get(ownerId);
      return state?.cursor?.head === 7 && state.user?.name === 'owner';
    });

    // An awareness message on the collaborator's open document whose state is not JSON.
    const bogusClient = 987654321;
    const update = encoding.createEncoder();
    encoding.writeVarUint(update, 1);
    encoding.writeVarUint(update, bogusClient);
    encoding.writeVarUint(update, 1);
    encoding.writeVarString(update, '{"cursor": not json');
    const message = encoding.createEncoder();
    encoding.writeVarString(message, collaborator.provider.effectiveName);
    encoding.writeVarUint(message, 1);
    encoding.writeVarUint8Array(message, encoding.toUint8Array(update));
    collaborator.socket.send(encoding.toUint8Array(message));

    await until('the collaborator document is closed', () => collaborator.closes.length > 0);
    owner.provider.awareness!.setLocalStateField('cursor', { anchor: 9, head: 9 });
    owner.write('Still here after the bad caret');
    await until('the owner still saves', async () => {
      const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, chapter.id));
      return row!.contentText.includes('after the bad caret');
    });
    expect(owner.provider.awareness!.getStates().has(bogusClient)).toBe(false);
  });

  it('an oversized message closes only that connection', async () => {
    const { chapter } = await storyWithChapter();
    const owner = open('owner', chapter.id);
    await owner.synced;
    const raw = new WebSocket(`${base.replace('http', 'ws')}/collab`, {
      headers: { cookie: cast.collaborator.cookie, origin: ORIGIN },
    });
    await new Promise((resolve) => raw.once('open', resolve));
    const closed = new Promise<number>((resolve) => raw.once('close', (code) => resolve(code)));
    raw.send(Buffer.alloc(100_000, 1));
    expect(await closed).toBe(1009);
    owner.write('Still here after the flood');
    await until('the owner still saves', async () => {
      const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, chapter.id));
      return row!.contentText.includes('Still here');
    });
  });
});

/** The first two messages a provider sends for a document: its auth token and sync step 1. */
function strangerStepOne(documentName: string) {
  const frame = (type: number, body: number[]) => {
    const name = Buffer.from(documentName);
    return Buffer.from([name.length, ...name, type, ...body]);
  };
  const token = Buffer.from('t');
  return {
    auth: frame(2, [0, token.length, ...token]),
    sync: frame(0, [0, 1, 0]),
  };
}
