import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { dbFingerprint, changedTables, nextTransactionId } from './db-fingerprint';
import { fuzzValue, rawBody, type JsonSchema } from './fuzz-arbitraries';
import { createSignedInUser, ORIGIN } from '../auth/auth.test-support';
import { playProposals } from '../db/schema/play-proposals';

/**
 * Fuzzes every operation of the OpenAPI document, as a signed-in user from the app's own origin:
 * path parameters, queries and bodies generated from each operation's schemas, mixed with
 * hostile values (NUL, lone surrogates, huge strings, deep nesting, wrong types, broken JSON and
 * multipart).
 * Fails on any answer of 500 or more, and on any rejected (4xx) request after which a row of
 * the database differs. FUZZ_RUNS sets the cases per operation; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Fewer cases where one takes a second by design (the export builds an archive of everything). */
const RUNS_FOR: Record<string, number> = { 'GET /api/v1/me/export': 2 };
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const FAKE_ID = '00000000-0000-4000-8000-000000000000';
/** Operations that end the caller's session run as a guest, so the rest still run signed in. */
const AS_GUEST = new Set(['POST /api/v1/auth/sign-out']);

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Case = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  raw?: { payload: string; contentType: string };
};

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

describe(`fuzzing every API operation (${RUNS} cases each, seed ${SEED})`, () => {
  let t: TestApp;
  let cookie: string;
  const known: Record<string, string[]> = {};

  beforeAll(async () => {
    // Book exports stay queued: a build finishing in the background would write between cases.
    // Nor does the play-log name finder run: it would write after 'Find names' answered.
    t = await createTestApp({
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      EXPORT_WORKERS: '0',
      PLAY_PROPOSAL_WORKERS: '0',
    });
    const me = await createSignedInUser(t, 'fuzzer');
    const other = await createSignedInUser(t, 'fuzzed');
    cookie = me.cookie;
    const make = async (url: string, payload: object, as = cookie) =>
      (await t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: as }, payload })).json()
        .id as string;
    const story = await make('/api/v1/stories', {
      title: 'Fuzz target',
      genre: 'Fantasy',
      privacyLevel: 'Public',
      tags: ['Fuzz tag'],
    });
    const chapter = await make(`/api/v1/stories/${story}/chapters`, { title: 'One' });
    const theirs = await make(
      '/api/v1/stories',
      { title: 'Their story', genre: 'Horror', privacyLevel: 'Public' },
      other.cookie,
    );
    const world = await make('/api/v1/worlds', { name: 'Fuzz world' });
    const character = await make('/api/v1/characters', { name: 'Fuzz character' });
    const request = await make('/api/v1/support/requests', { subject: 'Fuzz help', description: 'Help' });
    const table = await make(`/api/v1/stories/${story}/play-sessions`, { title: 'Fuzz table' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/play-sessions/${table}`,
      headers: { origin: ORIGIN, cookie },
      payload: { status: 'Live' },
    });
    const entry = await make(`/api/v1/play-sessions/${table}/entries`, { kind: 'Narration', text: 'Fuzz' });
    const [proposal] = await t.database.db
      .insert(playProposals)
      .values({ sessionId: table, nameKey: 'fuzz', name: 'Fuzz', kind: 'Place', evidence: [] })
      .returning();
    // A saved filter preset of the fuzzer's (saving needs a reader plan the fuzzer does not have).
    const presetRows = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into filter_presets (user_id, name, filters) values (${me.user.id}, 'Fuzz preset', '{"tags":"fuzz-tag"}') returning filter_preset_id as id`,
    );
    const preset = presetRows[0]?.id;
    // Real ids and names where a path names them, so cases reach the handlers, not only the 404s.
    Object.assign(known, {
      id: [story, theirs, world, character, request, table, preset].filter(Boolean),
      entryId: [entry].filter(Boolean),
      chapterId: [chapter].filter(Boolean),
      proposalId: [proposal!.id],
      userId: [other.user.id],
      username: [other.user.username, me.user.username],
      slug: ['fuzz-tag'],
    });
  });
  afterAll(() => t.close());

  it('answers every case below 500, and a rejected case changes no row', { timeout: 600_000 }, async () => {
    const paths = (t.app.swagger().paths ?? {}) as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    // Deleting last keeps the known ids alive for the other operations.
    operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(operations.length).toBeGreaterThan(80);

    const serverErrors: string[] = [];
    const writesOnRejection: string[] = [];
    let fingerprint = await dbFingerprint(t.database.db);
    let lastXid = await nextTransactionId(t.database.db);
    let sent = 0;
    let expected = 0;
    for (const { method, path, op } of operations) {
      const name = `${method} ${path}`;
      const asGuest = AS_GUEST.has(name);
      const runs = Math.min(RUNS_FOR[name] ?? RUNS, RUNS);
      expected += runs;
      await fc.assert(
        fc.asyncProperty(caseFor(op, method), async (c) => {
          const request = toRequest(method, path, c);
          const res = await t.app.inject({
            method: method as 'GET',
            url: request.url,
            headers: { origin: ORIGIN, ...(asGuest ? {} : { cookie }), ...request.headers },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent++;
          const seen = `${name}: ${res.statusCode} for ${request.url} ${text(request.payload).slice(0, 200)}`;
          if (res.statusCode >= 500) serverErrors.push(seen);
          const xid = await nextTransactionId(t.database.db);
          if (xid !== lastXid) {
            // Something wrote (or began to and rolled back): compare every row.
            const now = await dbFingerprint(t.database.db);
            if (res.statusCode >= 400 && now !== fingerprint)
              writesOnRejection.push(`${seen} changed ${changedTables(fingerprint, now).join(', ')}`);
            fingerprint = now;
            lastXid = xid;
          }
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    }
    expect(sent).toBe(expected);
    expect(serverErrors).toEqual([]);
    expect(writesOnRejection).toEqual([]);
  });

  function caseFor(op: Operation, method: string): fc.Arbitrary<Case> {
    const parameters = op.parameters ?? [];
    const params = Object.fromEntries(
      parameters
        .filter((p) => p.in === 'path')
        .map((p) => {
          const real = known[p.name]?.length
            ? [{ arbitrary: fc.constantFrom(...known[p.name]!), weight: 3 }]
            : [];
          return [
            p.name,
            fc.oneof(
              ...real,
              { arbitrary: fuzzValue(p.schema), weight: 2 },
              { arbitrary: fc.constant(FAKE_ID), weight: 1 },
            ),
          ];
        }),
    );
    const query = Object.fromEntries(
      parameters.filter((p) => p.in === 'query').map((p) => [p.name, fuzzValue(p.schema)]),
    );
    const schema = op.requestBody?.content?.['application/json']?.schema;
    const body =
      method === 'GET' ? fc.constant(undefined) : fuzzValue(schema ?? { type: 'object' }, schema ? 6 : 1);
    return fc.record({
      params: fc.record(params),
      query: fc.record(query, { requiredKeys: [] }),
      body,
      raw: fc.option(rawBody, { freq: method === 'GET' ? 1000 : 5 }),
    }) as fc.Arbitrary<Case>;
  }
});

/**
 * Percent-encodes text for a path or query, a lone surrogate as the three bytes WTF-8 gives it
 * (U+D800 is %ED%A0%80): what a client that never checks its text sends, where a browser would
 * send U+FFFD.
 */
function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** The request a case stands for: values go into the path and query as text, the body as JSON or raw bytes. */
function toRequest(method: string, path: string, c: Case) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(text(c.params[name] ?? FAKE_ID)));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(c.query)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) pairs.push(`${percentEncode(key)}=${percentEncode(text(item))}`);
  }
  const query = pairs.join('&');
  const full = query ? `${url}?${query}` : url;
  if (method === 'GET') return { url: full, headers: {}, payload: undefined };
  if (c.raw) return { url: full, headers: { 'content-type': c.raw.contentType }, payload: c.raw.payload };
  if (c.body === undefined) return { url: full, headers: {}, payload: undefined };
  return { url: full, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(c.body) };
}
