/**
 * The clients of bench/play-sessions.ts: bench users signed in through the real API, each with
 * its own client address, and a live-table socket that records what it receives.
 */
import crypto from 'node:crypto';
import WebSocket from 'ws';
import type { PlayLiveMessage } from '../src/common/schemas/play-sessions';
import { ORIGIN } from '../src/server/auth/auth.test-support';
import { hashPassword } from '../src/server/auth/password';
import type { Db } from '../src/server/db/client';
import { authAccounts, users } from '../src/server/db/schema/index';

const PASSWORD = 'bench-password-not-secret';

/** `address`: the player's own client address (X-Forwarded-For through the trusted loopback proxy), as real players come from many. */
export type Person = { id: string; username: string; cookie: string; address: string };

export async function call(base: string, who: Person, method: string, url: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      origin: ORIGIN,
      cookie: who.cookie,
      'x-forwarded-for': who.address,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** `n` users with one shared password hash, signed in through the real API. */
export async function people(db: Db, base: string, n: number) {
  const hash = await hashPassword(PASSWORD);
  const tag = crypto.randomBytes(3).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `bench_${tag}_${i}`,
        email: `bench_${tag}_${i}@example.test`,
        emailVerified: true,
      })),
    )
    .returning({ id: users.id, username: users.username, email: users.email });
  await db
    .insert(authAccounts)
    .values(rows.map((r) => ({ userId: r.id, accountId: r.id, providerId: 'credential', password: hash })));
  const out: Person[] = [];
  for (const r of rows) {
    const res = await fetch(`${base}/api/v1/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: r.email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    out.push({
      id: r.id,
      username: r.username,
      cookie,
      address: `10.9.${out.length >> 8}.${out.length & 255}`,
    });
  }
  return out;
}

export type Socket = { ws: WebSocket; seqs: number[]; ids: Set<string>; duplicates: number };
export function openSocket(base: string, who: Person, sessionId: string, arrived: (id: string) => void) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/play-live?session=${sessionId}`, {
    headers: { cookie: who.cookie, origin: ORIGIN, 'x-forwarded-for': who.address },
  });
  const socket: Socket = { ws, seqs: [], ids: new Set(), duplicates: 0 };
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as PlayLiveMessage;
    if (message.type !== 'entry') return;
    if (socket.ids.has(message.entry.id)) socket.duplicates++;
    socket.ids.add(message.entry.id);
    socket.seqs.push(message.entry.seq);
    arrived(message.entry.id);
  });
  return new Promise<Socket>((resolve, reject) => {
    ws.on('open', () => resolve(socket));
    ws.on('error', reject);
  });
}
