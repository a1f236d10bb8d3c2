/**
 * The collaboration bench's fixtures (bench/collab/run.ts): the app server with the memory probe,
 * sign-in, rooms with their chapters, and the latency samples.
 */
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import type pg from 'pg';
import { freePort } from '../../src/server/test/server-process';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import type { Typist } from './typist';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Memory = NodeJS.MemoryUsage;
export type Stats = { loopP50: number; loopP99: number; loopMax: number; cpuPercent: number; cpuMs: number };

/** The server, started with the memory probe preloaded and an IPC channel to ask it. */
export async function startServer(databaseUrl: string, profile: boolean) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = fork('src/server/main.ts', [], {
    execArgv: [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      './bench/collab/memory-probe.mjs',
      ...(profile ? ['--cpu-prof', '--cpu-prof-dir=bench/out/profiles'] : []),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'local',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      RATE_LIMIT_COLLAB_PER_MINUTE: '1000000',
      COLLAB_MAX_CONNECTIONS_PER_USER: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    if (Date.now() > deadline) throw new Error('the server did not start in time');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  const ask = <T>(message: string, key: string) =>
    new Promise<T>((resolve) => {
      const listener = (reply: Record<string, T>) => {
        if (!(key in reply)) return;
        child.off('message', listener);
        resolve(reply[key]!);
      };
      child.on('message', listener);
      child.send(message);
    });
  return {
    url,
    child,
    memory: () => ask<Memory>('memory', 'memory'),
    stats: () => ask<Stats>('stats', 'stats'),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    },
  };
}

export async function signIn(base: string, username: string) {
  const res = await fetch(`${base}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${username}: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { user: { id: string } }).user.id;
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, cookie };
}

/** A chapter of `words` words in paragraphs of 100, as the import would store it. */
export function importedChapter(words: number) {
  const paragraphs: string[] = [];
  const vocabulary =
    'the harbour lights went out one by one as fog rolled in from sea and she kept writing'.split(' ');
  for (let w = 0; w < words; w += 100) {
    const n = Math.min(100, words - w);
    paragraphs.push(
      Array.from({ length: n }, (_, i) => vocabulary[(w + i * 7) % vocabulary.length]).join(' '),
    );
  }
  const content = {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
  return { content, text: paragraphs.join('\n\n'), words };
}

/**
 * `count` private stories of `owner` with both collaborators, one chapter each; returns the
 * chapter ids. Written straight into the database (the API's tier limits are not under test).
 */
export async function createRooms(
  db: pg.Client,
  label: string,
  count: number,
  owner: string,
  collaborators: string[],
  chapter = { content: { type: 'doc', content: [] } as object, text: '', words: 0 },
): Promise<string[]> {
  const { rows } = await db.query<{ chapter_id: string }>(
    `with s as (
       insert into stories (title, created_by, word_count, chapter_count)
       select $1 || ' ' || g, $2, $5, 1 from generate_series(1, $3::int) g returning story_id
     ), c as (
       insert into story_collaborators (story_id, user_id)
       select s.story_id, u from s, unnest($4::uuid[]) u
     )
     insert into chapters (story_id, position, title, content, content_text, word_count)
     select story_id, 1, 'Chapter one', $6::jsonb, $7, $5 from s returning chapter_id`,
    [
      `Bench ${label}`,
      owner,
      count,
      collaborators,
      chapter.words,
      JSON.stringify(chapter.content),
      chapter.text,
    ],
  );
  return rows.map((r) => r.chapter_id);
}

/** Opens typists in batches (a room at a time), each batch synced before the next. */
export async function openAll(typists: Typist[], batch = 60) {
  for (let i = 0; i < typists.length; i += batch) {
    await Promise.all(typists.slice(i, i + batch).map((t) => t.synced));
  }
}

export function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export class Samples {
  private data = new Float64Array(1 << 16);
  length = 0;
  recording = false;
  push(ms: number) {
    if (!this.recording) return;
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = ms;
  }
  sorted() {
    return this.data.slice(0, this.length).sort();
  }
}
