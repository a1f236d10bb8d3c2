import { sql, type SQL } from 'drizzle-orm';

/**
 * Vocabulary the bulk seed combines inside SQL, so a million titles and descriptions differ
 * enough for search and ranking benchmarks to mean something.
 */
export const TITLE_OPENERS = [
  'The',
  'A',
  'Beyond the',
  'Under the',
  'Return of the',
  'Song of the',
  'Last',
  'Tales of the',
];
export const TITLE_ADJECTIVES = [
  'Crimson',
  'Silent',
  'Hollow',
  'Burning',
  'Forgotten',
  'Iron',
  'Glass',
  'Drowned',
  'Golden',
  'Winter',
  'Clockwork',
  'Starlit',
  'Broken',
  'Wandering',
  'Hidden',
  'Shattered',
  'Emerald',
  'Midnight',
  'Ashen',
  'Gentle',
];
export const TITLE_NOUNS = [
  'Crown',
  'Harbour',
  'Orchard',
  'Station',
  'Library',
  'Dragon',
  'Lighthouse',
  'Compass',
  'Garden',
  'Citadel',
  'Ledger',
  'Voyage',
  'Choir',
  'Forest',
  'Archive',
  'Reef',
  'Mountain',
  'Letter',
  'Masquerade',
  'Engine',
  'Kingdom',
  'Widow',
  'Detective',
  'Frontier',
  'Carnival',
];
export const DESCRIPTION_OPENINGS = [
  'A reluctant hero',
  'Two rivals',
  'A disgraced knight',
  'A salvage crew',
  'An old detective',
  'A young cartographer',
  'A ship’s engineer',
  'A village healer',
  'Three friends',
  'A runaway heir',
];
export const DESCRIPTION_MIDDLES = [
  'must cross a burning frontier',
  'uncover a secret buried in the archive',
  'race a storm to the harbour',
  'solve a murder nobody reported',
  'bargain with the fae for a stolen name',
  'repair a failing starship',
  'survive one winter in a haunted parish',
  'chart a sea that rewrites itself',
  'win back a lost kingdom',
  'fall in love against every rule',
];
export const DESCRIPTION_ENDINGS = [
  'before the bells ring thirteen.',
  'while an empire watches.',
  'with nothing but a borrowed map.',
  'and nobody can be trusted.',
  'as the old magic wakes.',
  'before the air runs out.',
  'in a city that moves at night.',
  'and the past refuses to stay buried.',
];
export const FIRST_NAMES = [
  'Aldous',
  'Briar',
  'Cassia',
  'Dunstan',
  'Eira',
  'Fenwick',
  'Galen',
  'Hester',
  'Ivo',
  'Juniper',
  'Kestrel',
  'Lorcan',
];
export const LAST_NAMES = [
  'Blackwood',
  'Dunmore',
  'Everhart',
  'Fairweather',
  'Holloway',
  'Larkspur',
  'Nightingale',
];

/** An SQL `ARRAY['a','b']::text[]` literal of trusted constants (quotes doubled). */
export const textArray = (values: readonly string[]): SQL =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/** `array[1 + (expression) % length]`: a deterministic pick from a constant list inside SQL. */
export const pickFrom = (values: readonly string[], expression: SQL): SQL =>
  sql`(${textArray(values)})[1 + ((${expression}) % ${sql.raw(String(values.length))})]`;
