import type { EVENT_TYPES, GENRES } from '@common/constants';

type Genre = (typeof GENRES)[number];
type EventType = (typeof EVENT_TYPES)[number];

/** Hand-written demo groups: name, category, description. */
export const DEMO_GROUPS: ReadonlyArray<[string, Genre, string]> = [
  [
    'The Cartographers’ Guild',
    'Fantasy',
    'World-builders who start with the map. Weekly map critiques and lore swaps.',
  ],
  [
    'Starship Writers’ Mess',
    'Sci-Fi',
    'Hard and soft science fiction writers trading plausibility checks and plot fixes.',
  ],
  ['Midnight Readers', 'Horror', 'We read horror after dark and discuss it before breakfast.'],
  ['The Slow Burn Society', 'Romance', 'For romance writers who believe the wait is the best part.'],
  ['Clue & Candle', 'Mystery', 'Fair-play mystery writers testing each other’s puzzles.'],
  ['Harbour Lights Collective', 'Modern', 'Literary and contemporary fiction, small towns and big feelings.'],
  ['Inkwell Historians', 'Historical', 'Research tips, period detail and the joys of primary sources.'],
  ['Expedition Club', 'Adventure', 'Serial adventure writers planning cliffhangers together.'],
  ['Tabletop to Page', 'Fantasy', 'Role-playing groups turning their campaigns into stories.'],
  ['First Draft Friends', 'Universal', 'Every genre welcome. Finish the draft; fix it later.'],
];

/** Hand-written demo events: title, type, description, prize (null: none), days until deadline (null: none). */
export const DEMO_EVENTS: ReadonlyArray<[string, EventType, string, string | null, number | null]> = [
  [
    'Spring Flash Fiction Contest',
    'Writing Contest',
    'Tell a complete story in 1,000 words or fewer on the theme “thaw”.',
    '$250 and a featured slot',
    21,
  ],
  [
    'Worldbuilding Workshop: Maps that Matter',
    'Workshop',
    'A live workshop on drawing maps that create plot.',
    null,
    10,
  ],
  [
    'Weekend Word Sprint',
    'Writing Sprint',
    'Forty-eight hours, one goal: 10,000 new words.',
    'Sprint badge',
    5,
  ],
  [
    'Mystery Writers Meetup',
    'Meetup',
    'An online meetup to swap clues, red herrings and coffee.',
    null,
    null,
  ],
  [
    'Horror Anthology Open Call',
    'Writing Contest',
    'Submit a short horror story for the community anthology.',
    'Publication in the anthology',
    45,
  ],
  [
    'Dialogue Challenge',
    'Challenge',
    'Write a scene told only in dialogue. No tags allowed.',
    'Master Weaver month',
    14,
  ],
  [
    'Romance Beat Sheet Clinic',
    'Workshop',
    'Bring your outline; leave with a beat sheet that sings.',
    null,
    30,
  ],
  [
    'Autumn Novel Kick-off',
    'Challenge',
    'Plan and start a novel in a month, with weekly check-ins.',
    null,
    -3,
  ],
];
