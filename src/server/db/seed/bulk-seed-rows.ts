import { sql, type SQL } from 'drizzle-orm';
import { CHARACTER_PRIVACY, STORY_GENRES, TIERS, WORLD_GENRES, WORLD_PRIVACY } from '@common/constants';
import * as words from './bulk-seed-words';
import type { BulkPlan } from './bulk-seed-plan';
import { communitySteps } from './bulk-seed-community';
import { groupSteps } from './bulk-seed-groups';
import { readingSteps } from './bulk-seed-reading';
import { templateSteps } from './bulk-seed-templates';
import { eventSteps } from './bulk-seed-events';

/** One kind of row, inserted `perStatement` generator numbers at a time by `statement(from, to)`. */
export type BulkStep = {
  label: string;
  total: number;
  perStatement: number;
  statement(from: number, to: number): SQL;
};

/** The second group of a bulk key: which kind of row it names. */
const KEY_KINDS = {
  u: '0b01',
  w: '0b02',
  s: '0b03',
  c: '0b04',
  m: '0b05',
  h: '0b06',
  r: '0b07',
  t: '0b08',
  e: '0b0e',
  g: '0b10',
} as const;

/** `id(kind, n)`: the key of row n of a kind in this run, as an SQL uuid expression. */
export type BulkId = (kind: keyof typeof KEY_KINDS, n: SQL) => SQL;

export const bulkIds =
  (run: string): BulkId =>
  (kind, n) =>
    sql`(${`${run}-${KEY_KINDS[kind]}-4000-8000-`}::text || lpad(to_hex(${n}), 12, '0'))::uuid`;

export const series = (from: number, to: number) => sql`generate_series(${from}::int, ${to}::int)`;

/**
 * The INSERT ... SELECT FROM generate_series statements of a bulk run. Row n of a kind has the key
 * `<run>-<kind>-4000-8000-<n in hex>`: unique per run, computable, so foreign keys are arithmetic
 * (story n belongs to user n mod users; who reads what is bulk-seed-plan.ts), and
 * ascending, so each batch appends at the right edge of the primary-key btree instead of
 * dirtying random pages all over it.
 */
export function bulkSteps(run: string, plan: BulkPlan, batch: number): BulkStep[] {
  const { counts } = plan;
  const id = bulkIds(run);
  const userOf = (n: SQL) => id('u', sql`(${n}) % ${counts.users}::int`);
  const pick = words.pickFrom;

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
      // Every other story is published (SPEC section 4: Public, 'Published', published_at), the
      // hot ones (bulk-seed-plan.ts) most viewed of all; a
      // third are set in their author's world. Chapters come later (bulk-seed-reading.ts).
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
               case when pub and g / 2 < ${plan.hot}::int then 50000 + floor(random() * 100000)::int
                    when pub then floor(power(random(), 3) * 50000)::int else floor(random() * 20)::int end,
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
    ...readingSteps(id, plan, batch),
    ...communitySteps(id, plan, batch),
    ...templateSteps(id, plan, batch),
    ...groupSteps(id, plan, batch),
    ...eventSteps(id, plan, batch),
  ];
}
