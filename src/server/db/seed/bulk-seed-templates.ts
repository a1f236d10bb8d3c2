import { sql } from 'drizzle-orm';
import { STORY_GENRES, TEMPLATE_TYPES } from '@common/constants';
import * as words from './bulk-seed-words';
import type { BulkPlan } from './bulk-seed-plan';
import { series, type BulkId, type BulkStep } from './bulk-seed-rows';
import { sampleTemplateContent } from './demo-template-content';

/** Paid prices the bulk templates draw from (all valid: 0.99 to 999.99). */
const PAID = ['0.99', '2.99', '4.99', '9.99', '14.99', '19.99', '49.99'];

/**
 * Marketplace templates, one per 10 stories: every type, two in five free, downloads skewed
 * (a few popular ones), a fifth unrated, one in twenty unpublished; each with its version 1.
 * Content is one small valid document per type.
 */
export function templateSteps(id: BulkId, plan: BulkPlan, batch: number): BulkStep[] {
  const { counts } = plan;
  const content = JSON.stringify(
    Object.fromEntries(TEMPLATE_TYPES.map((t) => [t, sampleTemplateContent(t)])),
  );
  const type = words.pickFrom(TEMPLATE_TYPES, sql`g`);
  return [
    {
      label: 'templates',
      total: counts.templates,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into templates (template_id, name, type, description, content, creator, price, category, downloads,
                               rating, status, licence, created_at, updated_at)
        select ${id('t', sql`g`)},
               ${words.pickFrom(words.TITLE_ADJECTIVES, sql`g / 4`)} || ' ' || ${words.pickFrom(words.TITLE_NOUNS, sql`g / 7`)}
                 || ' ' || ${type},
               ${type},
               ${words.pickFrom(words.DESCRIPTION_OPENINGS, sql`g / 5`)} || ' ' || ${words.pickFrom(words.DESCRIPTION_MIDDLES, sql`g / 3`)},
               ${content}::jsonb -> ${type},
               ${id('u', sql`(g::bigint * 7) % ${counts.users}::int`)},
               case when g % 5 < 2 then 0 else ${words.pickFrom(PAID, sql`g / 5`)}::numeric end,
               ${words.pickFrom(STORY_GENRES, sql`g / 3`)},
               floor(power(random(), 4) * 20000)::int,
               case when g % 5 = 0 then null else round((1 + random() * 4)::numeric, 2) end,
               case when g % 20 = 19 then 'unpublished' else 'published' end,
               case when g % 3 = 0 then 'commercial' else 'personal' end,
               t, t
        from (select g, now() - random() * interval '700 days' as t from ${series(from, to)} g) s`,
    },
    {
      label: 'template versions',
      total: counts.templates,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into template_versions (template_id, version, content, changelog, created_at)
        select t.template_id, 1, t.content, 'Initial version', t.created_at
        from ${series(from, to)} g join templates t on t.template_id = ${id('t', sql`g`)}`,
    },
  ];
}
