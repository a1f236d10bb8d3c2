import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppInstance } from '../app-types';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-database';

/** The server's log as an operator reads it: one line per request, no one-time tokens. */
describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-log-'));
  let database: Database;
  let app: AppInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    app = await buildApp({ config, database, logger: { level: 'info', stream } });
    // A handler that logs through request.log, as error paths do.
    app.get('/test/logs-a-note', async (request) => {
      request.log.warn({ note: 'from the handler' }, 'a note');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes exactly one line per request, with method, path, status and time but not the query', async () => {
    for (const url of [
      '/api/health',
      '/api/v1/auth/verify-email?token=one-time-secret',
      '/api/v1/no-such-route',
    ]) {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url });
      expect(lines, url).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: 'GET', url: url.split('?')[0], statusCode: res.statusCode });
      expect(lines[0]!.responseTime).toEqual(expect.any(Number));
      expect(JSON.stringify(lines)).not.toContain('one-time-secret');
    }
  });

  it('leaves out the token of a reset link, which is in the path', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/reset-password/one-time-secret?callbackURL=%2Freset-password',
    });
    expect(res.statusCode).toBe(302);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/auth/reset-password/:token',
      statusCode: 302,
    });
    expect(JSON.stringify(lines)).not.toContain('one-time-secret');
  });

  it('gives every line of a request its id, whether or not the request logged anything else', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/test/logs-a-note' });
    expect(lines).toHaveLength(3);
    const [quiet, note, noted] = lines as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(note).toMatchObject({ msg: 'a note', note: 'from the handler', level: 40 });
    expect(noted).toMatchObject({ url: '/test/logs-a-note', statusCode: 200, level: 30 });
    expect(quiet.reqId).toEqual(expect.stringMatching(/^req-/));
    expect(noted.reqId).toBe(note.reqId);
    expect(noted.reqId).not.toBe(quiet.reqId);
    // The same fields in the same order on both kinds of request line.
    expect(Object.keys(quiet)).toEqual(Object.keys(noted));
  });
});
