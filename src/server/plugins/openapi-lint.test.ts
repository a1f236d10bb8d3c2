import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The served OpenAPI document (GET /api/docs/json) as API users get it, from an app that also
 * serves the web app as `npm start` does (its catch-all route included): every operation has an
 * operationId, a summary, a success and its error responses, and `redocly lint` (pinned dev
 * dependency, run offline: no telemetry, no update check) finds 0 errors.
 */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-openapi-'));
  beforeAll(async () => {
    const clientDir = path.join(dir, 'client');
    fs.mkdirSync(clientDir);
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Inkforge</title>');
    t = await createTestApp({ API_DOCS: 'true' }, { clientDir });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({
        key: `${m.toUpperCase()} ${p}`,
        path: p,
        method: m,
        op: item[m]!,
      })),
    );

  it('gives every operation an id, a summary, a success and its error responses', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    for (const { key, path: p, method, op } of all) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.summary, key).toBeTruthy();
      const statuses = Object.keys(op.responses ?? {});
      expect(
        statuses.some((s) => /^[23]/.test(s)),
        key,
      ).toBe(true);
      if (p === '/api/v1' || p.startsWith('/api/v1/'))
        expect(statuses, key).toEqual(expect.arrayContaining(['401', '403', '429']));
      if (p.includes('{')) expect(statuses, key).toContain('404');
      if ((p === '/api/v1' || p.startsWith('/api/v1/')) && method !== 'get')
        expect(statuses, key).toContain('409');
    }
    expect(new Set(all.map((o) => o.op.operationId)).size).toBe(all.length);
    expect(JSON.stringify(doc)).not.toContain('Default Response');
    // The e-mail links answer 302 with a Location, never 200.
    for (const link of [
      '/api/v1/auth/verify-email',
      '/api/v1/auth/reset-password/{token}',
      '/api/v1/me/email-change/confirm',
    ]) {
      expect(
        Object.keys(doc.paths[link]!.get!.responses ?? {}).filter((s) => /^[23]/.test(s)),
        link,
      ).toEqual(['302']);
    }
    // The web app's catch-all route is not an API operation.
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
    const upload = doc.paths['/api/v1/uploads/{bucket}']!.post!;
    expect(upload.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { required: ['file'] } } },
    });
  });

  it('passes redocly lint with 0 errors', async () => {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const run = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'],
      {
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout?: string; stderr?: string; code?: number }) => ({
      stdout: err.stdout ?? '',
      stderr: `${err.stderr} (exit ${err.code})`,
    }));
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
