import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORIGIN } from '../auth/auth.test-support';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrlFor } from '../test/postgres-admin';
import { afterAll } from 'vitest';
import { stopServer, type ServerProcess } from '../test/server-process';
import type { LiveClient } from './collab-client.test-support';

/**
 * Helpers for live-room tests against real server processes (started by test/server-process.ts).
 * The servers take PUBLIC_URL = ORIGIN so the Node clients' Origin header is their own site.
 */
export const processEnv = {
  PUBLIC_URL: ORIGIN,
  RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  RATE_LIMIT_COLLAB_PER_MINUTE: '10000',
  SEED_DEMO: 'true',
};

/** A fresh, empty database for the servers: a PostgreSQL database or a PGlite data directory. */
export async function freshStore(
  postgresBase: string | undefined,
): Promise<{ env: Record<string, string>; remove: () => Promise<void> }> {
  if (postgresBase) {
    const name = `collab_proc_${crypto.randomBytes(4).toString('hex')}`;
    await createPostgresDatabase(postgresBase, name);
    return {
      env: { DATABASE_URL: postgresUrlFor(postgresBase, name) },
      remove: () => dropPostgresDatabase(postgresBase, name),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-collab-'));
  return { env: { DATA_DIR: dir }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** One API request with our origin and the writer's cookie; throws on a status that is not 2xx. */
export async function send(url: string, cookie: string | undefined, method: string, body?: object) {
  const res = await fetch(url, {
    method,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

export type Writer = { id: string; cookie: string };

/**
 * Signs in a demo account (the servers start with SEED_DEMO; new accounts would need their
 * e-mail confirmed) and returns its id and session cookie.
 */
export async function signIn(base: string, username: string): Promise<Writer> {
  const res = await send(`${base}/api/v1/auth/sign-in/email`, undefined, 'POST', {
    email: `${username}@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

/** A private story of `owner` with `collaborator` on it and one empty chapter. */
/** A private story of `owner` with `collaborator` on it in `role` (which decides what they may do). */
export async function sharedStory(base: string, owner: Writer, collaborator: Writer, role = 'Collaborator') {
  const story = (await (
    await send(`${base}/api/v1/stories`, owner.cookie, 'POST', {
      title: 'The harbour',
      description: 'Two writers, one chapter.',
      genre: 'Fantasy',
      privacyLevel: 'Private',
    })
  ).json()) as { id: string };
  await send(`${base}/api/v1/stories/${story.id}/collaborators`, owner.cookie, 'POST', {
    userId: collaborator.id,
    role,
  });
  return { storyId: story.id, chapterId: await addChapter(base, owner, story.id, 'Dawn') };
}

export async function addChapter(
  base: string,
  writer: Writer,
  storyId: string,
  title: string,
): Promise<string> {
  const res = await send(`${base}/api/v1/stories/${storyId}/chapters`, writer.cookie, 'POST', { title });
  return ((await res.json()) as { id: string }).id;
}

/** The chapter's text as stored in the database (the API reads the chapter row). */
export async function storedText(
  base: string,
  writer: Writer,
  storyId: string,
  chapterId: string,
): Promise<string> {
  const res = await send(`${base}/api/v1/stories/${storyId}/chapters/${chapterId}`, writer.cookie, 'GET');
  const chapter = (await res.json()) as { content: { content?: { content?: { text?: string }[] }[] } };
  return (chapter.content.content ?? [])
    .map((p) => (p.content ?? []).map((t) => t.text ?? '').join(''))
    .join('\n');
}

/** Appends a paragraph to what the client holds (an edit, like typing a new line). */
export function appendLine(client: LiveClient, line: string) {
  const current = client.text();
  client.write(...(current ? current.split('\n') : []), line);
}

/** What a process test opens, closed after all its tests: clients, then servers, then stores. */
export function processTestResources() {
  const resources = {
    clients: [] as LiveClient[],
    servers: [] as ServerProcess[],
    cleanups: [] as (() => Promise<void>)[],
  };
  afterAll(async () => {
    for (const client of resources.clients) client.destroy();
    for (const server of resources.servers) if (server.child.exitCode === null) await stopServer(server);
    for (const cleanup of resources.cleanups) await cleanup();
  });
  return resources;
}
