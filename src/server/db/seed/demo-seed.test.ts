import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecommendationsRepository } from '../../modules/recommendations/recommendations.repository';
import { asc, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { TIERS } from '@common/constants';
import { authorBrandInputSchema } from '@common/schemas/author-brand';
import { verifyPassword } from '../../auth/password';
import type { Database } from '../client';
import { queryRows } from '../query-rows';
import { openTestDatabase } from '../../test/test-database';
import { authAccounts, stories, users } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './demo-seed';
import { DEMO_BETA_COMMENTS } from './demo-seed-beta';
import { createLiveStore } from '../../collab/live-store';
import { resolvePassage } from '../../modules/beta/beta-anchor';

/** A whisper of the first three scenes (the demo script): the draft leaves it out. */
const WHISPER_IN_DRAFT_RANGE = "fresh cut on the guard's wrist";

const TABLES = [
  'users',
  'auth_accounts',
  'stories',
  'chapters',
  'characters',
  'worlds',
  'templates',
  'template_acquisitions',
  'groups',
  'group_members',
  'group_threads',
  'group_posts',
  'group_reading_list',
  'events',
  'event_participants',
  'user_story_ratings',
  'reviews',
  'user_comments',
  'user_bookmarks',
  'user_reading_progress',
  'user_daily_activity',
  'user_follows',
  'user_aliases',
  'story_collaborators',
  'sessions',
  'session_participants',
  'play_sessions',
  'play_entries',
  'tags',
  'story_tags',
  'play_curations',
  'play_drafts',
  'play_proposals',
  'play_proposal_runs',
  'story_neighbours',
  'reader_reading_hours',
] as const;

const countAll = async (database: Database) => {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = row!.n;
  }
  return counts;
};
const titles = async (database: Database) =>
  (await database.db.select({ title: stories.title }).from(stories).orderBy(asc(stories.title))).map(
    (r) => r.title,
  );

/** The demo community: deterministic, idempotent and internally consistent. */
describe('demo seed', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    expect(await seedDemoIfEmpty(first)).toBe(true);
    expect(await seedDemoIfEmpty(second)).toBe(true);
    // Two full demo seeds (every feature's demo data, argon2 hashes included) on a busy CI machine
    // take longer than the default hook budget; the test is about contents, not speed.
  }, 240_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('has the promised size', async () => {
    expect(await countAll(first)).toMatchObject({
      users: 25,
      auth_accounts: 25,
      stories: 60,
      characters: 80,
      worlds: 20,
      // 30 on the marketplace, aria's private template and her exclusive one.
      templates: 32,
      groups: 10,
      events: 8,
    });
    const counts = await countAll(first);
    for (const table of TABLES) expect(counts[table], table).toBeGreaterThan(0);
  });

  it('is deterministic: two runs give the same counts and the same story titles', async () => {
    expect(await countAll(second)).toEqual(await countAll(first));
    const firstTitles = await titles(first);
    expect(await titles(second)).toEqual(firstTitles);
    expect(new Set(firstTitles).size).toBe(60);
  });

  it('does nothing on a database that has users', async () => {
    const before = await countAll(first);
    expect(await seedDemoIfEmpty(first)).toBe(false);
    expect(await countAll(first)).toEqual(before);
  });

  it('gives every tier, one admin, verified e-mails and working credential sign-ins', async () => {
    const rows = await first.db.select().from(users);
    expect(new Set(rows.map((u) => u.subscriptionTier))).toEqual(new Set(TIERS));
    expect(rows.filter((u) => u.isAdmin).map((u) => u.email)).toEqual(['admin@demo.inkforge.local']);
    expect(rows.every((u) => u.emailVerified)).toBe(true);
    expect(rows.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    const accounts = await first.db.select().from(authAccounts);
    expect(accounts.every((a) => a.providerId === 'credential' && a.accountId === a.userId)).toBe(true);
    expect(await verifyPassword({ hash: accounts[0]!.password!, password: DEMO_PASSWORD })).toBe(true);
  });

  it('keeps derived numbers equal to the rows they summarise', async () => {
    const mismatches = await queryRows<{ what: string; n: number }>(
      first.db,
      sql`
      select 'story word/chapter counts' as what, count(*)::int as n from stories s
        where (s.word_count, s.chapter_count) <> (select coalesce(sum(word_count), 0), count(*) from chapters c where c.story_id = s.story_id)
      union all
      select 'chapter word counts', count(*)::int from chapters
        where word_count <> array_length(regexp_split_to_array(trim(content_text), '\\s+'), 1)
      union all
      select 'chapter positions', count(*)::int from stories s
        where exists (select 1 from chapters c where c.story_id = s.story_id and c.position > s.chapter_count)
      union all
      select 'group member counts', count(*)::int from groups g
        where g.member_count <> (select count(*) from group_members m where m.group_id = g.group_id)
      union all
      select 'group admins', count(*)::int from groups g
        where not exists (select 1 from group_members m where m.group_id = g.group_id and m.user_id = g.creator and m.role = 'Admin')
      union all
      select 'group thread reply counts', count(*)::int from group_threads t
        where t.reply_count <> (select count(*) from group_posts p where p.thread_id = t.thread_id)
      union all
      select 'group shared worlds', (3 - count(*))::int from worlds
        where privacy_level = 'Group Only' and shared_group_id is not null
      union all
      select 'event participant counts', count(*)::int from events e
        where e.current_participants <> (select count(*) from event_participants p where p.event_id = e.event_id)
      union all
      select 'story ratings', count(*)::int from stories s
        where s.rating is distinct from (select round(avg(rating), 2) from user_story_ratings r where r.story_id = s.story_id)
      union all
      select 'experience points', count(*)::int from users u
        where u.experience_points <> (select coalesce(sum(amount), 0) from xp_ledger x where x.user_id = u.user_id)
           or u.user_level <> u.experience_points / 5000 + 1
      union all
      select 'template reviews by non-holders', count(*)::int from reviews r
        where r.target_type = 'Template' and not exists (select 1 from template_acquisitions a
          where a.template_id = r.target_id and a.user_id = r.reviewer and a.refunded_at is null)
      union all
      select 'template ratings (average of reviews, null without)', count(*)::int from templates t
        where t.rating is distinct from (select round(avg(overall_rating), 2) from reviews r
            where r.target_type = 'Template' and r.target_id = t.template_id)
      union all
      select 'author analytics sums', count(*)::int from author_daily_stats a
        where (a.views, a.readers, a.progress_total) <> (select coalesce(sum(views), 0),
          coalesce(sum(readers), 0), coalesce(sum(progress_total), 0) from story_daily_stats d where d.author_id = a.author_id and d.day = a.day)
      union all
      select 'tag use counts', count(*)::int from tags t
        where t.use_count <> (select count(*) from story_tags st where st.tag_id = t.tag_id)
      union all
      select 'stories without tags or warnings', count(*)::int from stories s
        where cardinality(s.content_warnings) = 0 or not exists (select 1 from story_tags st where st.story_id = s.story_id)
      union all
      select 'published without chapters text', count(*)::int from chapters where content_text = '' or content->>'type' <> 'doc'`,
    );
    expect(mismatches.filter((m) => m.n > 0)).toEqual([]);
    const [published] = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from stories where privacy_level = 'Public' and publication_status = 'Published'`,
    );
    expect(published!.n).toBeGreaterThanOrEqual(20);
  });

  it('marks one published story exclusive, with three or more published chapters (issue 25)', async () => {
    const rows = await queryRows<{ chapters: number }>(
      first.db,
      sql`select (select count(*)::int from chapters c where c.story_id = s.story_id and c.status = 'published') as chapters
            from stories s where s.exclusive and s.privacy_level = 'Public' and s.publication_status = 'Published'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.chapters).toBeGreaterThanOrEqual(3);
  });

  it("gives quinn personal recommendations from co-readers' neighbours (issue 25)", async () => {
    const [quinn] = await queryRows<{ user_id: string }>(
      first.db,
      sql`select user_id from users where username = 'quinn'`,
    );
    const repo = createRecommendationsRepository(first.db);
    const personal = await repo.personal({ id: quinn!.user_id, readsExclusive: true }, 3);
    expect(personal).toHaveLength(3);
  });

  it('schedules three chapters of public stories, two of them in early access now (issue 25)', async () => {
    const rows = await queryRows<{ days: number; early: number | null; in_window: boolean }>(
      first.db,
      sql`select round(extract(epoch from c.scheduled_at - now()) / 86400)::int as days,
            s.early_access_days as early,
            c.scheduled_at - make_interval(days => coalesce(s.early_access_days, 0)) <= now() as in_window
          from chapters c join stories s on s.story_id = c.story_id
          where c.scheduled_at is not null and c.status = 'draft'
            and s.privacy_level = 'Public' and s.publication_status = 'Published'
          order by c.scheduled_at`,
    );
    expect(rows).toEqual([
      { days: 3, early: 7, in_window: true },
      { days: 5, early: 7, in_window: true },
      { days: 12, early: null, in_window: false },
    ]);
  });

  it('pays XP through the ledger, so creators have XP this month and a level from their history', async () => {
    const [xp] = await queryRows<{ earners: number; this_month: number; rules: number }>(
      first.db,
      sql`select count(distinct user_id)::int as earners,
            count(*) filter (where created_at >= date_trunc('month', now()))::int as this_month,
            count(distinct rule)::int as rules
          from xp_ledger`,
    );
    expect(xp!.earners).toBeGreaterThanOrEqual(15);
    expect(xp!.this_month).toBeGreaterThan(0);
    expect(xp!.rules).toBeGreaterThanOrEqual(6);
  });

  it('gives the admin support queue requests of every priority, one overdue', async () => {
    const rows = await queryRows<{ rank: number; overdue: boolean }>(
      first.db,
      sql`select priority_rank as rank, (first_responded_at is null and first_response_due_at < now()) as overdue
          from support_requests where status <> 'resolved'`,
    );
    expect(new Set(rows.map((r) => r.rank))).toEqual(new Set([0, 1, 2]));
    expect(rows.some((r) => r.overdue)).toBe(true);
  });

  it('brands aria’s pages with a brand the settings would accept', async () => {
    const [row] = await queryRows<{ tier: string; brand: Record<string, unknown> }>(
      first.db,
      sql`select u.subscription_tier as tier, json_build_object('logoImage', b.logo_image, 'bannerImage', b.banner_image,
            'accentColor', b.accent_color, 'footerLine', b.footer_line, 'siteUrl', b.site_url,
            'newsletterUrl', b.newsletter_url, 'whiteLabel', b.white_label, 'embedDomains', b.embed_domains) as brand
          from author_brands b join users u using (user_id) where u.username = 'aria'`,
    );
    expect(row?.tier).toBe('Master Weaver');
    expect(authorBrandInputSchema.safeParse(row?.brand).success).toBe(true);
  });

  it("seats elowen, kira and finn at bram's ended table with a whole evening's log", async () => {
    const [table] = await queryRows<{ status: string; players: string[]; kinds: Record<string, number> }>(
      first.db,
      sql`select s.status,
            (select array_agg(u.username order by u.username) from play_session_players p
              join users u on u.user_id = p.user_id where p.play_session_id = s.play_session_id) as players,
            (select json_object_agg(kind, n) from (select kind, count(*)::int as n from play_entries
              where play_session_id = s.play_session_id group by kind) k) as kinds
          from play_sessions s join users gm on gm.user_id = s.game_master_id where gm.username = 'bram'`,
    );
    expect(table).toMatchObject({ status: 'Ended', players: ['elowen', 'finn', 'kira'] });
    expect(table!.kinds).toMatchObject({ Whisper: 14, Roll: 38, SceneBreak: 9 });
  });

  it('has the draft chapter bram made from the first three scenes, without asides or whispers', async () => {
    const rows = await queryRows<{ status: string; text: string; words: number; storyMatches: boolean }>(
      first.db,
      sql`select c.status, c.content_text as text, c.word_count as words,
            c.story_id = s.story_id as "storyMatches"
          from play_drafts d join chapters c on c.chapter_id = d.chapter_id
          join play_sessions s on s.play_session_id = d.play_session_id`,
    );
    expect(rows).toHaveLength(1);
    const [draft] = rows;
    expect(draft).toMatchObject({ status: 'draft', storyMatches: true });
    expect(draft!.words).toBeGreaterThan(500);
    expect(draft!.text).toContain('said Aldric.');
    expect(draft!.text).toContain('The Gull and Lantern');
    expect(draft!.text).not.toContain('still making tea');
    expect(draft!.text).not.toContain(WHISPER_IN_DRAFT_RANGE);
    // The selection ends before the fourth scene.
    expect(draft!.text).not.toContain('The Thing in the Barrel');
  });

  it("has the names the proposals job found in bram's log, pending, and its run done", async () => {
    const rows = await queryRows<{ name: string; kind: string; status: string; evidence: number }>(
      first.db,
      sql`select p.name, p.kind, p.status, jsonb_array_length(p.evidence::jsonb)::int as evidence
          from play_proposals p join play_sessions s on s.play_session_id = p.play_session_id
          join users gm on gm.user_id = s.game_master_id where gm.username = 'bram'`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.status === 'Pending' && r.evidence > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.kind))).toContain('Person');
    expect(rows.map((r) => r.name)).toContain('Aldric');
    const [run] = await queryRows<{ state: string }>(first.db, sql`select state from play_proposal_runs`);
    expect(run?.state).toBe('Done');
  });

  it('gives ophelia (Patron) a year of reading for her analytics dashboard: most days, streaks, finished stories', async () => {
    const [year] = await queryRows<{
      days: number;
      stories: number;
      hours: number;
      recent: number;
      finished: number;
    }>(
      first.db,
      sql`select count(distinct r.day)::int as days, count(distinct r.story_id)::int as stories,
            count(distinct r.hour)::int as hours,
            count(distinct r.day) filter (where r.day >= current_date - 12)::int as recent,
            (select count(*)::int from user_reading_progress p where p.user_id = u.user_id
              and p.progress_percentage = 100 and p.story_id in (select story_id from reader_reading_hours where user_id = u.user_id)) as finished
          from reader_reading_hours r join users u on u.user_id = r.user_id
          where u.username = 'ophelia' and r.day >= current_date - 365
          group by u.user_id`,
    );
    expect(year!.days).toBeGreaterThan(280);
    expect(year!.days).toBeLessThan(365);
    expect(year!.stories).toBe(8);
    expect(year!.hours).toBe(5);
    expect(year!.recent).toBe(12);
    expect(year!.finished).toBeGreaterThanOrEqual(3);
  });

  it("has ophelia beta reading bram's draft, with comments anchored to its passages (issue 26)", async () => {
    const db = first.db;
    const live = createLiveStore(db);
    const rows = await queryRows<{ chapterId: string; reader: string; author: string; state: string }>(
      db,
      sql`select c.chapter_id as "chapterId", u.username as reader, a.username as author, r.state
          from beta_reads r join beta_readers br on br.beta_read_id = r.beta_read_id
          join users u on u.user_id = br.user_id and br.status = 'active'
          join beta_read_chapters c on c.beta_read_id = r.beta_read_id
          join stories s on s.story_id = r.story_id join users a on a.user_id = s.created_by`,
    );
    expect(rows).toMatchObject([{ reader: 'ophelia', author: 'bram', state: 'open' }]);
    const comments = await queryRows<{ quote: string; anchor_start: string; anchor_end: string }>(
      db,
      sql`select quote, anchor_start, anchor_end from beta_comments order by created_at`,
    );
    expect(comments.map((c) => c.quote)).toEqual(DEMO_BETA_COMMENTS.map(([words]) => words));
    const ydoc = new Y.Doc();
    Y.applyUpdate(ydoc, (await live.loadOrSeed(rows[0]!.chapterId))!.state);
    for (const c of comments)
      expect(resolvePassage(ydoc, { start: c.anchor_start, end: c.anchor_end })?.text).toBe(c.quote);
  });
});
