import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { chapters } from '../../db/schema/chapters';
import { seedDemoIfEmpty } from '../../db/seed/demo-seed';
import { buildStory, buildTemplate, buildUser } from '../../db/factories.test-support';
import { liveClient, until, type LiveClient } from '../../collab/collab-client.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { ORIGIN } from '../../auth/auth.test-support';
import { storyStructureContent } from '../marketplace/marketplace.test-support';
import { buildChapter, call, signInCast, type Cast } from './story.test-support';

/**
 * stories.word_count and chapter_count equal the sums over the story's chapters after every way
 * of writing chapters: 'Use this template', the chapter API, the live room, plain SQL (what
 * seeders and cascades do) and the demo seed; and the migration that keeps them so repairs rows
 * that drifted before it.
 */
let t: TestApp;
let cast: Cast;
let base: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    COLLAB_SAVE_DEBOUNCE_MS: '100',
    COLLAB_SAVE_MAX_WAIT_MS: '500',
    PUBLIC_URL: ORIGIN,
  });
  cast = await signInCast(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await t?.close();
});

type Counts = { wordCount: number; chapterCount: number };

/** The story's stored counts and the sums over its chapters. */
async function countsOf(database: Database, storyId: string): Promise<{ stored: Counts; sums: Counts }> {
  const [row] = await queryRows<{ w: number; n: number; sw: number; sn: number }>(
    database.db,
    sql`select s.word_count as w, s.chapter_count as n,
          (select coalesce(sum(word_count), 0)::int from chapters c where c.story_id = s.story_id) as sw,
          (select count(*)::int from chapters c where c.story_id = s.story_id) as sn
        from stories s where s.story_id = ${storyId}`,
  );
  return {
    stored: { wordCount: row!.w, chapterCount: row!.n },
    sums: { wordCount: row!.sw, chapterCount: row!.sn },
  };
}

/** Stored counts equal the sums, and are `expected`. */
async function expectCounts(storyId: string, expected: Counts) {
  const { stored, sums } = await countsOf(t.database, storyId);
  expect(sums).toEqual(expected);
  expect(stored).toEqual(expected);
}

/** What the owner's detail page and My Stories card show for the story. */
async function shownToOwner(storyId: string): Promise<{ detail: Counts; card: Counts }> {
  const detail = (await call(t, cast, 'owner', 'GET', `/api/v1/stories/${storyId}`)).json();
  const page = (await call(t, cast, 'owner', 'GET', '/api/v1/stories?limit=100')).json();
  const card = page.items.find((s: { id: string }) => s.id === storyId);
  const pick = (x: Counts) => ({ wordCount: x.wordCount, chapterCount: x.chapterCount });
  return { detail: pick(detail), card: pick(card) };
}

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

describe("'Use this template'", () => {
  it('a Story Structure story shows its draft chapters on the detail page and in My Stories', async () => {
    const seller = await buildUser(t.database.db);
    const tpl = await buildTemplate(t.database.db, seller.id, {
      price: 0,
      content: storyStructureContent('Caper'),
    });
    const used = await call(t, cast, 'owner', 'POST', `/api/v1/marketplace/templates/${tpl.id}/use`, {});
    expect(used.statusCode).toBe(201);
    const storyId = used.json().storyId as string;
    await expectCounts(storyId, { wordCount: 0, chapterCount: 3 });
    const shown = await shownToOwner(storyId);
    expect(shown).toEqual({
      detail: { wordCount: 0, chapterCount: 3 },
      card: { wordCount: 0, chapterCount: 3 },
    });
  });

  it("a Scenario Pack story counts its opening chapter's words", async () => {
    const seller = await buildUser(t.database.db);
    const tpl = await buildTemplate(t.database.db, seller.id, {
      price: 0,
      type: 'Scenario Pack',
      content: {
        premise: { title: 'The drowned city', text: 'The sea rose.' },
        characters: [{ name: 'Ana', description: 'a diver' }],
        places: [],
        openingChapter: { title: 'Low tide', text: 'It began at low tide.' },
      },
    });
    const used = await call(t, cast, 'owner', 'POST', `/api/v1/marketplace/templates/${tpl.id}/use`, {});
    expect(used.statusCode).toBe(201);
    const storyId = used.json().storyId as string;
    const expected = { wordCount: 8, chapterCount: 1 };
    await expectCounts(storyId, expected);
    expect(await shownToOwner(storyId)).toEqual({ detail: expected, card: expected });
  });
});

describe('the chapter API', () => {
  it('create, save, delete: the counts follow each', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const url = `/api/v1/stories/${story.id}/chapters`;
    const first = (await call(t, cast, 'owner', 'POST', url, { title: 'One' })).json();
    const second = (await call(t, cast, 'owner', 'POST', url, { title: 'Two' })).json();
    await expectCounts(story.id, { wordCount: 0, chapterCount: 2 });
    const saved = await call(t, cast, 'owner', 'PATCH', `${url}/${first.id}`, {
      content: doc('Four words right here'),
    });
    expect(saved.statusCode).toBe(200);
    await call(t, cast, 'owner', 'PATCH', `${url}/${second.id}`, { content: doc('Three more words') });
    await expectCounts(story.id, { wordCount: 7, chapterCount: 2 });
    expect((await call(t, cast, 'owner', 'DELETE', `${url}/${first.id}`)).statusCode).toBe(204);
    await expectCounts(story.id, { wordCount: 3, chapterCount: 1 });
    expect(await shownToOwner(story.id)).toEqual({
      detail: { wordCount: 3, chapterCount: 1 },
      card: { wordCount: 3, chapterCount: 1 },
    });
  });
});

describe('the live room', () => {
  it("a live save sets the story's counts", async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const chapter = await buildChapter(t, story.id, 1);
    const client = liveClient(base, cast.owner.cookie, chapter.id, 'owner');
    clients.push(client);
    await client.synced;
    client.write('The lighthouse keeper counted ships', 'until the fog came in');
    await until(
      'the chapter row holds the text',
      async () => (await countsOf(t.database, story.id)).sums.wordCount === 10,
    );
    await until(
      'the story counts follow',
      async () => (await countsOf(t.database, story.id)).stored.wordCount === 10,
    );
    await expectCounts(story.id, { wordCount: 10, chapterCount: 1 });
  });
});

describe('plain SQL writes (seeders, scripts, cascades)', () => {
  it('many rows in one statement, a chapter moved to another story, and deletes', async () => {
    const db = t.database.db;
    const a = await buildStory(db, cast.owner.user.id);
    const b = await buildStory(db, cast.owner.user.id, { wordCount: 999, chapterCount: 9 });
    const rows = await db
      .insert(chapters)
      .values([
        { storyId: a.id, position: 1, title: 'A1', wordCount: 100 },
        { storyId: a.id, position: 2, title: 'A2', wordCount: 20 },
        { storyId: b.id, position: 1, title: 'B1', wordCount: 3 },
      ])
      .returning({ id: chapters.id });
    await expectCounts(a.id, { wordCount: 120, chapterCount: 2 });
    await expectCounts(b.id, { wordCount: 3, chapterCount: 1 });
    await db.execute(
      sql`update chapters set story_id = ${b.id}, position = 2 where chapter_id = ${rows[1]!.id}`,
    );
    await expectCounts(a.id, { wordCount: 100, chapterCount: 1 });
    await expectCounts(b.id, { wordCount: 23, chapterCount: 2 });
    await db.execute(
      sql`update chapters set word_count = word_count + 1 where story_id in (${a.id}, ${b.id})`,
    );
    await expectCounts(b.id, { wordCount: 25, chapterCount: 2 });
    await db.execute(sql`delete from chapters where story_id in (${a.id}, ${b.id})`);
    await expectCounts(a.id, { wordCount: 0, chapterCount: 0 });
    await expectCounts(b.id, { wordCount: 0, chapterCount: 0 });
    // A story deleted with its chapters: the cascade's trigger finds no story left to count.
    await db.insert(chapters).values({ storyId: a.id, position: 1, title: 'A1', wordCount: 7 });
    await db.execute(sql`delete from stories where story_id = ${a.id}`);
    expect(await queryRows(db, sql`select 1 from chapters where story_id = ${a.id}`)).toEqual([]);
  });

  // Two transactions that do not take the story lock themselves (a script, a seeder) write
  // chapters of one story at once: the second sums after the first commits, so neither is lost.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'two concurrent writers of one story leave the full sums',
    async () => {
      const db = t.database.db;
      const story = await buildStory(db, cast.owner.user.id);
      let commitFirst!: () => void;
      const held = new Promise<void>((resolve) => (commitFirst = resolve));
      let firstWrote!: () => void;
      const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
      const first = db.transaction(async (tx) => {
        await tx.insert(chapters).values({ storyId: story.id, position: 1, title: 'One', wordCount: 11 });
        firstWrote();
        await held;
      });
      await wrote;
      const second = db.transaction(async (tx) => {
        await tx.insert(chapters).values({ storyId: story.id, position: 2, title: 'Two', wordCount: 22 });
      });
      await until('the second writer waits for the first', async () => {
        const rows = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.n > 0;
      });
      commitFirst();
      await Promise.all([first, second]);
      await expectCounts(story.id, { wordCount: 33, chapterCount: 2 });
    },
  );
});

describe('the migration', () => {
  it('repairs stories whose counts drifted, and leaves right ones as they are', async () => {
    const db = t.database.db;
    const drifted = await buildStory(db, cast.owner.user.id);
    const right = await buildStory(db, cast.owner.user.id);
    await db.insert(chapters).values([
      { storyId: drifted.id, position: 1, title: 'D1', wordCount: 40 },
      { storyId: right.id, position: 1, title: 'R1', wordCount: 5 },
    ]);
    // What template stories looked like before: chapters, and counts of 0 (stories has no trigger).
    await db.execute(
      sql`update stories set word_count = 0, chapter_count = 0 where story_id = ${drifted.id}`,
    );
    const [before] = await queryRows<{ at: string }>(
      db,
      sql`select updated_at::text as at from stories where story_id = ${right.id}`,
    );
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
    const file = fs.readdirSync(dir).find((f) => f.endsWith('_story_chapter_counts.sql'))!;
    for (const statement of fs.readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    await expectCounts(drifted.id, { wordCount: 40, chapterCount: 1 });
    await expectCounts(right.id, { wordCount: 5, chapterCount: 1 });
    const [after] = await queryRows<{ at: string }>(
      db,
      sql`select updated_at::text as at from stories where story_id = ${right.id}`,
    );
    expect(after!.at).toBe(before!.at);
  });
});

describe('the demo seed', () => {
  it("every seeded story's counts are the sums over its chapters", async () => {
    const seeded = await openTestDatabase();
    try {
      expect(await seedDemoIfEmpty(seeded)).toBe(true);
      const wrong = await queryRows<{ title: string }>(
        seeded.db,
        sql`select title from stories s
            where (s.word_count, s.chapter_count) <>
                  (select coalesce(sum(word_count), 0)::int, count(*)::int from chapters c where c.story_id = s.story_id)`,
      );
      expect(wrong).toEqual([]);
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        seeded.db,
        sql`select count(*)::int as n from stories where chapter_count > 0`,
      );
      expect(n).toBeGreaterThan(0);
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
