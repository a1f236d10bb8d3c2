import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadBucket } from '@common/constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  authorBrands,
  playEntries,
  playSessions,
  supportMessages,
  supportRequests,
  users,
} from '../../db/schema/index';
import {
  buildCharacter,
  buildGroup,
  buildStory,
  buildTemplate,
  buildUser,
  buildWorld,
} from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from './image-fixtures.test-support';
import { UPLOAD_URL_COLUMNS, columnName, createUploadsRepository } from './uploads.repository';
import { uploadTimeOfKey } from './uploads.service';
import {
  ORPHAN_GRACE_MS,
  UPLOADS_SWEEP_FIRST_DELAY_MS,
  UPLOADS_SWEEP_INTERVAL_MS,
  scheduleOrphanedUploadsSweep,
  sweepOrphanedUploads,
} from './uploads-sweep.job';
import { postUpload } from './uploads.test-support';

type Uploaded = { url: string; key: string; uploadedAt: number };
type Person = Awaited<ReturnType<typeof createSignedInUser>>;

/** A week after now: every file uploaded by these tests is past the grace period by then. */
const later = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

describe('orphaned upload sweep', () => {
  let t: TestApp;
  let db: Db;
  let alice: Person;
  let bob: Person;
  // Uploads for the mid-run cases, so neither Bob nor she passes the per-minute upload limit.
  let carol: Person;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    db = t.database.db;
    alice = await createSignedInUser(t, 'alice');
    bob = await createSignedInUser(t, 'bob');
    carol = await createSignedInUser(t, 'carol');
    png = await pngImage(40, 30);
    // Alice has a saved avatar, so the database holds image URLs (see the empty-database case).
    const avatar = await upload(alice, 'profile-images');
    await db.update(users).set({ profileImage: avatar.url }).where(eq(users.id, alice.user.id));
  });
  afterAll(() => t.close());

  async function upload(who: Person, bucket: UploadBucket): Promise<Uploaded> {
    const res = await postUpload(t, bucket, png, { cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { url, path } = res.json() as { url: string; path: string };
    const key = `${bucket}/${path}`;
    return { url, key, uploadedAt: uploadTimeOfKey(key)! };
  }
  const stored = (file: Uploaded) => t.app.ctx.storage.exists(file.key);
  const sweep = (now: Date) =>
    sweepOrphanedUploads({ storage: t.app.ctx.storage, repo: createUploadsRepository(db) }, now);

  it('covers every image column of the database catalog', async () => {
    const catalog = await queryRows<{ name: string }>(
      db,
      sql`select table_name || '.' || column_name as name from information_schema.columns
          where table_schema = current_schema() and data_type in ('text', 'character varying')
            and (column_name like '%image%' or column_name ~ '(avatar|cover|picture|photo|banner|logo|icon|thumbnail)')`,
    );
    const names = catalog.map((c) => c.name).sort();
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(UPLOAD_URL_COLUMNS.map(columnName).sort()).toEqual(names);
  });

  it('has a key index on every column it checks, so a run never reads a whole table', async () => {
    const indexes = await queryRows<{ name: string; def: string }>(
      db,
      sql`select tablename || '.' || indexname as name, indexdef as def from pg_indexes
          where schemaname = current_schema() and indexdef like '%regexp_replace%'`,
    );
    for (const column of UPLOAD_URL_COLUMNS) {
      const [table, name] = columnName(column).split('.');
      expect(
        indexes.some((i) => i.name.startsWith(`${table}.`) && i.def.includes(`regexp_replace(${name},`)),
        columnName(column),
      ).toBe(true);
    }
  });

  it('deletes an upload no record uses once it is older than the grace period, and not before', async () => {
    const orphan = await upload(alice, 'story-images');
    expect(orphan.uploadedAt).toBeGreaterThan(Date.now() - 60_000);

    expect(await sweep(new Date())).toBe(0);
    await sweep(new Date(orphan.uploadedAt + ORPHAN_GRACE_MS - 1_000));
    expect(await stored(orphan)).toBe(true);

    expect(await sweep(new Date(orphan.uploadedAt + ORPHAN_GRACE_MS + 1_000))).toBeGreaterThanOrEqual(1);
    expect(await stored(orphan)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
  });

  // One case per column of UPLOAD_URL_COLUMNS: a row points at an old upload, which stays.
  const referencing: Record<
    string,
    { bucket: UploadBucket; save: (db: Db, owner: string, url: string) => Promise<unknown> }
  > = {
    'author_brands.banner_image': {
      bucket: 'profile-images',
      save: async (d, _o, url) => {
        const owner = await buildUser(d);
        await d.insert(authorBrands).values({ userId: owner.id, bannerImage: url });
      },
    },
    'author_brands.logo_image': {
      bucket: 'profile-images',
      save: async (d, _o, url) => {
        const owner = await buildUser(d);
        await d.insert(authorBrands).values({ userId: owner.id, logoImage: url });
      },
    },
    'characters.character_image': {
      bucket: 'character-images',
      save: (d, o, url) => buildCharacter(d, o, { characterImage: url }),
    },
    'groups.group_image': {
      bucket: 'story-images',
      save: (d, o, url) => buildGroup(d, o, { groupImage: url }),
    },
    'play_entries.character_image': {
      bucket: 'character-images',
      save: async (d, o, url) => {
        const story = await buildStory(d, o);
        const [session] = await d
          .insert(playSessions)
          .values({ storyId: story.id, gameMasterId: o, title: 'Game night' })
          .returning();
        await d.insert(playEntries).values({
          sessionId: session!.id,
          seq: 1,
          authorId: o,
          kind: 'InCharacter',
          text: 'Hello',
          characterName: 'Isolde',
          characterImage: url,
        });
      },
    },
    'play_entries.image': {
      bucket: 'story-images',
      save: async (d, o, url) => {
        const story = await buildStory(d, o);
        const [session] = await d
          .insert(playSessions)
          .values({ storyId: story.id, gameMasterId: o, title: 'Game night' })
          .returning();
        await d.insert(playEntries).values({
          sessionId: session!.id,
          seq: 1,
          authorId: o,
          kind: 'Handout',
          title: 'The map',
          image: url,
        });
      },
    },
    'stories.cover_image': {
      bucket: 'story-images',
      save: (d, o, url) => buildStory(d, o, { coverImage: url }),
    },
    'support_messages.screenshot_image': {
      bucket: 'support-images',
      save: async (d, o, url) => {
        const [request] = await d
          .insert(supportRequests)
          .values({ userId: o, subject: 'Help', priorityRank: 2, firstResponseDueAt: new Date() })
          .returning();
        await d
          .insert(supportMessages)
          .values({ requestId: request!.id, authorId: o, body: 'Look', screenshotImage: url });
      },
    },
    'templates.cover_image': {
      bucket: 'template-images',
      save: (d, o, url) => buildTemplate(d, o, { coverImage: url }),
    },
    'users.profile_image': {
      bucket: 'profile-images',
      save: (d, _o, url) => buildUser(d, { profileImage: url }),
    },
    'worlds.world_image': {
      bucket: 'world-images',
      save: (d, o, url) => buildWorld(d, o, { worldImage: url }),
    },
  };

  it('has a case for every column it sweeps against', () => {
    expect(Object.keys(referencing).sort()).toEqual(UPLOAD_URL_COLUMNS.map(columnName).sort());
  });

  it.each(Object.entries(referencing))(
    'keeps an old upload that %s points at',
    async (_column, { bucket, save }) => {
      const used = await upload(bob, bucket);
      const orphan = await upload(bob, bucket);
      await save(db, bob.user.id, used.url);

      await sweep(later());
      expect(await stored(used)).toBe(true);
      expect(await stored(orphan)).toBe(false);
    },
  );

  it.each(Object.entries(referencing))(
    'keeps an old upload that %s starts pointing at while the run is under way',
    async (_column, { bucket, save }) => {
      const file = await upload(carol, bucket);
      const storage = t.app.ctx.storage;
      // The run listed the store before the record was saved; the check before deleting sees it.
      const listThenSave = async (prefix?: string) => {
        const keys = await storage.list(prefix);
        if (keys.includes(file.key)) await save(db, carol.user.id, file.url);
        return keys;
      };
      await sweepOrphanedUploads(
        {
          storage: { list: listThenSave, delete: (key) => storage.delete(key) },
          repo: createUploadsRepository(db),
        },
        later(),
      );
      expect(await stored(file)).toBe(true);
    },
  );

  it('judges every user the same way: by whether a row uses the file, not whose row or file it is', async () => {
    const alicesUsed = await upload(alice, 'world-images');
    const alicesOrphan = await upload(alice, 'world-images');
    const bobsUsedByAlice = await upload(bob, 'character-images');
    const bobsOrphan = await upload(bob, 'character-images');
    await buildWorld(db, alice.user.id, { worldImage: alicesUsed.url });
    await buildCharacter(db, alice.user.id, { characterImage: bobsUsedByAlice.url });

    await sweep(later());
    expect(await stored(alicesUsed)).toBe(true);
    expect(await stored(bobsUsedByAlice)).toBe(true);
    expect(await stored(alicesOrphan)).toBe(false);
    expect(await stored(bobsOrphan)).toBe(false);
  });

  it('keeps files a row names by an absolute address, today’s or an earlier one', async () => {
    const absolute = await upload(alice, 'story-images');
    const movedHost = await upload(alice, 'story-images');
    await buildStory(db, alice.user.id, { coverImage: `${t.config.publicUrl}${absolute.url}` });
    await buildStory(db, alice.user.id, { coverImage: `https://cdn.old-host.example/${movedHost.key}?v=2` });

    await sweep(later());
    expect(await stored(absolute)).toBe(true);
    expect(await stored(movedHost)).toBe(true);
  });

  it('never touches objects the upload API did not name', async () => {
    const storage = t.app.ctx.storage;
    const odd = [
      'story-images/someone/cover.jpg',
      'story-images/someone/123-abc.jpg',
      'story-images/someone/nested/1-0123456789abcdef.jpg',
      'exports/someone/1-0123456789abcdef.jpg',
    ];
    for (const key of odd) await storage.put(key, png, 'image/jpeg');
    await storage.put('story-images/someone/1-0123456789abcdef.png', png, 'image/png');
    odd.push('story-images/someone/1-0123456789abcdef.png');

    await sweep(later());
    for (const key of odd) expect(await storage.exists(key), key).toBe(true);
  });

  describe('when the store fails', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('logs a failed listing, throws nothing, and tries again at the next run', async () => {
      const orphan = await upload(bob, 'profile-images');
      const storage = t.app.ctx.storage;
      let failing = true;
      const list = vi.fn((prefix?: string) =>
        failing ? Promise.reject(new Error('store unreachable')) : storage.list(prefix),
      );
      const remove = vi.fn((key: string) => storage.delete(key));
      const warn = vi.fn();
      const log = { warn, info: vi.fn() } as unknown as FastifyBaseLogger;

      vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
      vi.setSystemTime(later());
      const job = scheduleOrphanedUploadsSweep(
        { storage: { list, delete: remove }, repo: createUploadsRepository(db) },
        log,
      );

      await vi.advanceTimersByTimeAsync(UPLOADS_SWEEP_FIRST_DELAY_MS);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(warn.mock.calls[0]![1]).toMatch(/could not sweep orphaned uploads/);
      expect(remove).not.toHaveBeenCalled();
      expect(await storage.exists(orphan.key)).toBe(true);

      failing = false;
      await vi.advanceTimersByTimeAsync(UPLOADS_SWEEP_INTERVAL_MS);
      await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(orphan.key));
      await job.stop();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(await storage.exists(orphan.key)).toBe(false);
    });
  });
});

describe('orphaned upload sweep on a database without image URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('deletes nothing: the store may belong to another database', async () => {
    const carol = await createSignedInUser(t, 'carol');
    const res = await postUpload(t, 'story-images', await pngImage(20, 20), { cookie: carol.cookie });
    const key = `story-images/${(res.json() as { path: string }).path}`;

    const repo = createUploadsRepository(t.database.db);
    expect(await sweepOrphanedUploads({ storage: t.app.ctx.storage, repo }, later())).toBe(0);
    expect(await t.app.ctx.storage.exists(key)).toBe(true);
  });
});
