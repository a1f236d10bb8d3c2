import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_TABLES, NOT_EXPORTED } from './export/export-tables';
import { exportPlan } from './export/export.service';
import { createExportRepository } from './export/export.repository';
import { seedEverything } from './account.test-support';
import { EXPORT_WINDOW_MS, EXPORTS_PER_ACCOUNT } from './export/export-limit';

type Row = Record<string, unknown>;
/** Rows as the archive has them: through JSON (times become ISO strings). */
const viaJson = (rows: Row[]): Row[] => JSON.parse(JSON.stringify(rows)) as Row[];

describe('data export', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  it('is one zip with every row the user owns, table by table, their stories as Markdown and their uploads', async () => {
    const me = await createSignedInUser(t, 'exporter');
    const seeded = await seedEverything(db, t.app.ctx.storage, me.user);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/export',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="inkforge-${me.name}-\\d{4}-\\d{2}-\\d{2}\\.zip"`),
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Row[];

    // Every user foreign key in the database: its rows naming the user are in data/<table>.json,
    // whole, or the key is deliberately excluded. A table added later is caught here.
    const repo = createExportRepository(db);
    const fks = await repo.userForeignKeys();
    for (const { table, column } of fks) {
      if (`${table}.${column}` in NOT_EXPORTED) continue;
      const file = `data/${table}.json`;
      expect(files[file], `${file} is missing`).toBeDefined();
      const spec = EXPORT_TABLES.find((s) => s.table === table);
      const strip = (rows: Row[]) =>
        rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !spec?.omit?.includes(k))));
      const inDb = viaJson(
        await queryRows<Row>(
          db,
          sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.user.id}::uuid`,
        ),
      );
      const inArchive = json(file).filter((r) => r[column] === me.user.id);
      const key = (await repo.primaryKey(table)).map((c) => c);
      const byKey = (a: Row, b: Row) =>
        JSON.stringify(key.map((c) => a[c])).localeCompare(JSON.stringify(key.map((c) => b[c])));
      expect(inArchive.sort(byKey), `${table}.${column}`).toEqual(strip(inDb).sort(byKey));
    }
    // Every table of the plan had something seeded, so none of the checks above was vacuous.
    for (const spec of exportPlan(fks))
      expect(json(`data/${spec.table}.json`).length, spec.table).toBeGreaterThan(0);

    // Secrets stay out; stories come with their chapters.
    expect(json('data/auth_accounts.json')[0]).not.toHaveProperty('password');
    expect(json('data/auth_sessions.json')[0]).not.toHaveProperty('token');
    expect(json('data/api_tokens.json')[0]).not.toHaveProperty('token_hash');
    expect(json('data/chapters.json').map((c) => c.story_id)).toEqual([seeded.story.id, seeded.story.id]);

    // Each story as Markdown, chapters in order.
    const markdown = Object.keys(files).filter((f) => f.startsWith('stories/'));
    expect(markdown).toEqual(['stories/001-the-ember-gate.md', 'stories/002-notes-nobody-reads.md']);
    const ember = strFromU8(files['stories/001-the-ember-gate.md']!);
    expect(ember).toContain('# The Ember Gate');
    expect(ember.indexOf('## Chapter 1: First Light')).toBeLessThan(ember.indexOf('## Chapter 2'));
    expect(ember).toContain('The gate opened at dawn. **Really.**');
    expect(ember).toContain('- ash');
    expect(ember).toContain('*Draft: not published.*');
    expect(Object.keys(files).filter((f) => f.startsWith('uploads/profile-images/'))).toHaveLength(1);

    // Nothing private of anyone else: their e-mail, private story, its prose, their bookmarks.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(seeded.other.email);
    expect(everything).not.toContain(seeded.theirPrivate.title);
    expect(everything).not.toContain('A secret sentence.');
    expect(json('data/user_bookmarks.json').every((b) => b.user_id === me.user.id)).toBe(true);
    expect(json('data/user_daily_activity.json').every((b) => b.user_id === me.user.id)).toBe(true);
    expect(json('data/notifications.json').every((n) => n.recipient_id === me.user.id)).toBe(true);
  });

  it(`is limited per account (${EXPORTS_PER_ACCOUNT} in ${EXPORT_WINDOW_MS / 60_000} minutes), whichever addresses ask; other accounts are unaffected`, async () => {
    const me = await createSignedInUser(t, 'manyexports');
    const other = await createSignedInUser(t, 'oneexport');
    // Windows follow the clock: start well inside one, so every export counts against it.
    const left = EXPORT_WINDOW_MS - (Date.now() % EXPORT_WINDOW_MS);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    let octet = 0;
    const exportFrom = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/me/export',
        headers: { cookie },
        remoteAddress: `10.77.0.${++octet}`,
      });
    for (let i = 0; i < EXPORTS_PER_ACCOUNT; i++) expect((await exportFrom(me.cookie)).statusCode).toBe(200);
    const refused = await exportFrom(me.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(
      /^You can download your data 5 times in 10 minutes\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportFrom(other.cookie)).statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
  });
});
