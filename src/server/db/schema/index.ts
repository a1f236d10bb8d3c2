/**
 * The one Drizzle schema. Each file holds one area; migrations are generated from all of them.
 *
 * Conventions: a table's primary key is `id` in TypeScript and `<entity>_id` in SQL (as users).
 * Descending indexes are declared NULLS FIRST, which is what a plain `ORDER BY x DESC` (drizzle's
 * `desc(x)`) asks for; an index in the other null order is not used for that sort. Listings sort
 * with `desc(column)` unless the index comment says otherwise.
 */
export * from './users';
export * from './auth';
export * from './worlds';
export * from './stories';
export * from './tags';
export * from './chapters';
export * from './collaboration';
export * from './characters';
export * from './reading';
export * from './reader-reading-hours';
export * from './social';
export * from './templates';
export * from './groups';
export * from './group-content';
export * from './events';
export * from './aliases';
export * from './xp';
export * from './notifications';
export * from './views';
export * from './privacy';
export * from './email-changes';
export * from './billing';
export * from './live';
export * from './api-tokens';
export * from './template-acquisitions';
export * from './tips';
export * from './commissions';
export * from './ai';
export * from './exports';
export * from './support';
export * from './play';
export * from './play-curation';
export * from './play-proposals';
export * from './analytics';
export * from './author-brands';
export * from './tip-allocations';
export * from './filter-presets';
export * from './recommendations';
export * from './beta';
