/**
 * The server process and API calls of bench/live-room-flood.ts: a real server (src/server/main.ts
 * of any checkout, as `npm start` runs it) with bench/collab/memory-probe.mjs preloaded, its CPU
 * and RSS read from /proc, and the demo writers' sign-in and stories.
 */
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/test/server-process';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { ORIGIN } from '../src/server/auth/auth.test-support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CLOCK_TICK = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s

/** CPU seconds (user + system) and RSS of a process, read from /proc. */
export function procStats(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICK;
  const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  return { cpu, rss };
}

/** The server from `root` (a checkout) on `store`, with the memory probe for forced-GC readings. */
export async function startServer(root: string, store: Record<string, string>, profile = false) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = fork(path.join(root, 'src/server/main.ts'), [], {
    cwd: root,
    execArgv: [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      path.resolve('bench/collab/memory-probe.mjs'),
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('bench/out/profiles')}`] : []),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'local',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The live-room clients send the test helpers' Origin; the server takes it as its own.
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      ...store,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(250);
  }
  const memory = () =>
    new Promise<NodeJS.MemoryUsage>((resolve) => {
      const listener = (reply: { memory?: NodeJS.MemoryUsage }) => {
        if (!reply.memory) return;
        child.off('message', listener);
        resolve(reply.memory);
      };
      child.on('message', listener);
      child.send('memory');
    });
  return { url, child, pid: child.pid!, memory };
}

async function api(base: string, cookie: string, method: string, url: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { origin: ORIGIN, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string; user?: { id: string } }>;
}

export async function signIn(base: string, username: string) {
  const res = await fetch(`${base}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${username}: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

export async function storyWithChapter(base: string, cookie: string, title: string, collaborator?: string) {
  const body = { title, description: 'Bench story.', genre: 'Fantasy', privacyLevel: 'Private' };
  const story = await api(base, cookie, 'POST', '/api/v1/stories', body);
  if (collaborator)
    await api(base, cookie, 'POST', `/api/v1/stories/${story.id}/collaborators`, { userId: collaborator });
  const chapter = await api(base, cookie, 'POST', `/api/v1/stories/${story.id}/chapters`, { title: 'One' });
  return { storyId: story.id, chapterId: chapter.id };
}
