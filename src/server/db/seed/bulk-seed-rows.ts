import { sql, type SQL } from 'drizzle-orm';
import { CHARACTER_PRIVACY, STORY_GENRES, TIERS, WORLD_GENRES, WORLD_PRIVACY } from '@common/constants';
import * as words from './bulk-seed-words';

/** The planned row counts of one bulk run. */
export type BulkSeedCounts = {
  users: number;
  stories: number;
  worlds: number;
  characters: number;
  readingProgress: number;
  ratings: number;
};

/** One kind of row, inserted `perStatement` generator numbers at a time by `statement(from, to)`. */
export type BulkStep = {
  label: string;
  total: number;
  perStatement: number;
  statement(from: number, to: number): SQL;
};

/** The second group of a bulk key: which kind of row it names. */
const KEY_KINDS = { u: '0b01', w: '0b02', s: '0b03', c: '0b04' } as const;
/** Distinct stories each user reads, and rates (the first of those). */
export const READS_PER_USER = 5;
export const RATINGS_PER_USER = 3;

/**
 * The INSERT ... SELECT FROM generate_series statements of a bulk run. Row n of a kind has the key
 * `<run>-<kind>-4000-8000-<n in hex>`: unique per run, computable, so foreign keys are arithmetic
 * (story n belongs to user n mod users; user u reads stories u*5 .. u*5+4 mod stories), and
 * ascending, so each batch appends at the right edge of the primary-key btree instead of
 * dirtying random pages all over it.
 */
export function bulkSteps(run: string, counts: BulkSeedCounts, batch: number): BulkStep[] {
  const id = (kind: keyof typeof KEY_KINDS, n: SQL) =>
    sql`(${`${run}-${KEY_KINDS[kind]}-4000-8000-`}::text || lpad(to_hex(${n}), 12, '0'))::uuid`;
  const userOf = (n: SQL) => id('u', sql`(${n}) % ${counts.users}::int`);
  const series = (from: number, to: number) => sql`generate_series(${from}::int, ${to}::int)`;
  const pick = words.pickFrom;
  const reads = Math.min(READS_PER_USER, counts.stories);
  const rates = Math.min(RATINGS_PER_USER, reads);
  const storyRead = sql`(u * ${READS_PER_USER}::int + j) % ${counts.stories}::int`;
  const usersPerStatement = Math.max(1, Math.floor(batch / reads));

  return [
    {
      label: 'users',
      total: counts.users,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into users (user_id, username, email, email_verified, subscription_tier, experience_points, user_level, join_date)
        select ${id('u', sql`g`)}, ${`bk${run}_`}::text || g, ${`bk${run}_`}::text || g || '@bulk.inkforge.local', true,
               ${pick(TIERS, sql`g`)}, xp, xp / 5000 + 1, now() - random() * interval '730 days'
        from (select g, floor(random() * 20000)::int as xp from ${series(from, to)} g) s`,
    },
    {
      label: 'worlds',
      total: counts.worlds,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into worlds (world_id, name, description, genre, creator, privacy_level, created_at, updated_at)
        select ${id('w', sql`g`)},
               ${pick(words.TITLE_ADJECTIVES, sql`g`)} || ' ' || ${pick(words.TITLE_NOUNS, sql`g / 20`)} || ' ' || g,
               ${pick(words.DESCRIPTION_ENDINGS, sql`g / 3`)}, ${pick(WORLD_GENRES, sql`g`)}, ${userOf(sql`g`)},
               ${pick(WORLD_PRIVACY, sql`g / 7`)}, t, t
        from (select g, now() - random() * interval '700 days' as t from ${series(from, to)} g) s`,
    },
    {
      // Every other story is published (SPEC section 4: Public, 'Published', published_at); a
      // third are set in their author's world. No chapters: word and chapter counts stay 0.
      label: 'stories',
      total: counts.stories,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into stories (story_id, title, description, genre, status, created_by, world_id, privacy_level,
                             publication_status, published_at, view_count, created_at, updated_at)
        select ${id('s', sql`g`)},
               ${pick(words.TITLE_OPENERS, sql`g / 500`)} || ' ' || ${pick(words.TITLE_ADJECTIVES, sql`g`)}
                 || ' ' || ${pick(words.TITLE_NOUNS, sql`g / 20`)},
               ${pick(words.DESCRIPTION_OPENINGS, sql`g / 7`)} || ' ' || ${pick(words.DESCRIPTION_MIDDLES, sql`g / 3`)}
                 || ' ' || ${pick(words.DESCRIPTION_ENDINGS, sql`g / 11`)},
               ${pick(STORY_GENRES, sql`g / 2`)},
               case when pub then ${pick(['Active', 'Complete', 'Published'], sql`g / 2`)}
                    else ${pick(['Planning', 'Active', 'On Hold', 'Archived'], sql`g / 2`)} end,
               ${userOf(sql`g`)},
               case when g % 3 = 0 and g % ${counts.users}::int < ${counts.worlds}::int
                    then ${id('w', sql`g % ${counts.users}::int`)} end,
               case when pub then 'Public' else 'Private' end,
               case when pub then 'Published' end,
               case when pub then created + random() * (now() - created) end,
               case when pub then floor(power(random(), 3) * 50000)::int else floor(random() * 20)::int end,
               created, created + random() * (now() - created)
        from (select g, g % 2 = 0 as pub, now() - random() * interval '700 days' as created
              from ${series(from, to)} g) s`,
    },
    {
      label: 'characters',
      total: counts.characters,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into characters (character_id, name, description, owner, privacy_level, personality_traits, created_at, updated_at)
        select ${id('c', sql`g`)},
               ${pick(words.FIRST_NAMES, sql`g`)} || ' ' || ${pick(words.LAST_NAMES, sql`g / 12`)},
               ${pick(words.DESCRIPTION_OPENINGS, sql`g`)} || ' who ' || ${pick(words.DESCRIPTION_MIDDLES, sql`g / 10`)},
               ${userOf(sql`g`)}, ${pick(CHARACTER_PRIVACY, sql`g / 3`)}, 'brave, curious, stubborn', t, t
        from (select g, now() - random() * interval '700 days' as t from ${series(from, to)} g) s`,
    },
    {
      label: 'reading progress (by user)',
      total: counts.users,
      perStatement: usersPerStatement,
      statement: (from, to) => sql`
        insert into user_reading_progress (user_id, story_id, progress_percentage, last_read_at, current_chapter, reading_time_minutes)
        select ${id('u', sql`u`)}, ${id('s', storyRead)}, floor(random() * 101), now() - random() * interval '30 days', 1,
               floor(random() * 300)::int
        from ${series(from, to)} u, generate_series(0, ${reads - 1}::int) j`,
    },
    {
      label: 'ratings (by user)',
      total: counts.users,
      perStatement: usersPerStatement,
      statement: (from, to) => sql`
        insert into user_story_ratings (user_id, story_id, rating)
        select ${id('u', sql`u`)}, ${id('s', storyRead)}, least(5, 1 + floor(power(random(), 0.5) * 5))::int
        from ${series(from, to)} u, generate_series(0, ${rates - 1}::int) j`,
    },
  ];
}
