import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BRAND_FOOTER_MAX } from '@common/schemas/author-brand';
import { users } from './users';
import { tstz, uploadKeyIndex } from './sql-helpers';

/**
 * author_brands: a Master Weaver's brand (issue 27, item 4), one row per author. logo_image and
 * banner_image are the author's uploads in profile-images (swept like the other image columns);
 * embed_domains are the hosts that may frame the author's reader widget when white_label is on.
 * A downgrade keeps the row; the pages show it only while the plan includes branding.
 */
export const authorBrands = pgTable(
  'author_brands',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    logoImage: text('logo_image'),
    bannerImage: text('banner_image'),
    accentColor: text('accent_color'),
    footerLine: text('footer_line'),
    siteUrl: text('site_url'),
    newsletterUrl: text('newsletter_url'),
    whiteLabel: boolean('white_label').notNull().default(false),
    embedDomains: text('embed_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uploadKeyIndex('author_brands_logo_key_idx', t.logoImage),
    uploadKeyIndex('author_brands_banner_key_idx', t.bannerImage),
    check('author_brands_accent_check', sql`${t.accentColor} ~ '^#[0-9a-f]{6}$'`),
    check(
      'author_brands_footer_check',
      sql`char_length(${t.footerLine}) <= ${sql.raw(String(BRAND_FOOTER_MAX))}`,
    ),
  ],
);
