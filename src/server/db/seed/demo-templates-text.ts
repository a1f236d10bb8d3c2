import type { TEMPLATE_TYPES } from '@common/constants';

type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** Hand-written demo templates: name, type, description. Prices and counts are drawn per run. */
export const DEMO_TEMPLATES: ReadonlyArray<[string, TemplateType, string]> = [
  [
    'Three-Act Quest',
    'Story Structure',
    'A classic three-act outline for quest stories, with beats for the call, the ordeal and the return.',
  ],
  [
    'Hero’s Journey, Annotated',
    'Story Structure',
    'All seventeen stages with notes on when to skip them and why.',
  ],
  [
    'Seven-Point Mystery',
    'Story Structure',
    'Hook, plot turns, pinch points and a fair-play reveal checklist.',
  ],
  [
    'Slow-Burn Romance Beats',
    'Story Structure',
    'Twenty beats from meet-cute to grand gesture, paced for a long serial.',
  ],
  [
    'Horror in Five Knocks',
    'Story Structure',
    'An escalation ladder for dread: unease, intrusion, isolation, revelation, aftermath.',
  ],
  [
    'Serial Cliffhanger Planner',
    'Story Structure',
    'Plan weekly chapters so every ending pulls the reader into the next.',
  ],
  [
    'Heist Blueprint',
    'Story Structure',
    'Crew, plan, complication, reversal: the structure of a caper in twelve scenes.',
  ],
  ['Canal City Kit', 'World Asset', 'Districts, bridges, guilds and factions for a city built on water.'],
  [
    'Generation Ship Deck Plans',
    'World Asset',
    'Decks, systems and social strata for a ship that has forgotten it is moving.',
  ],
  [
    'Haunted Parish Gazetteer',
    'World Asset',
    'A marsh parish with twelve locations, each with a rumour and a truth.',
  ],
  ['Trade Route Atlas', 'World Asset', 'Caravanserais, tolls, bandits and goods for a desert trade road.'],
  [
    'Fae Court Etiquette',
    'World Asset',
    'Bargains, true names and the thirty rules a guest must never break.',
  ],
  ['Lunar Mining Town', 'World Asset', 'Domes, shifts, company scrip and the bar where everything happens.'],
  [
    'Island Archipelago Generator',
    'World Asset',
    'Tables for islands, winds, reefs and the people who live between them.',
  ],
  [
    'Magic System Worksheet',
    'World Asset',
    'Costs, limits and consequences: build a magic system that creates plot.',
  ],
  [
    'The Reluctant Mentor',
    'Character Archetype',
    'A mentor who would rather be anywhere else, with five ways to break them.',
  ],
  [
    'The Charming Rival',
    'Character Archetype',
    'A rival readers love to hate and love, with a redemption arc option.',
  ],
  [
    'The Unreliable Narrator',
    'Character Archetype',
    'Voice notes, tells and a guide to lying fairly to your reader.',
  ],
  [
    'Found Family Ensemble',
    'Character Archetype',
    'Six complementary crew members with built-in conflicts and loyalties.',
  ],
  [
    'The Gentle Monster',
    'Character Archetype',
    'A frightening figure with a soft centre, for horror and fantasy alike.',
  ],
  [
    'Detective Toolkit',
    'Character Archetype',
    'Method, vice, blind spot and sidekick for a memorable investigator.',
  ],
  [
    'The Exiled Royal',
    'Character Archetype',
    'A lost heir with a claim, a secret and a reason not to want the throne.',
  ],
  [
    'Ship’s Mind AI',
    'Character Archetype',
    'An artificial crew member with personality sliders and a hidden directive.',
  ],
  [
    'Tavern Brawl Scenario',
    'Scenario Pack',
    'A one-session tavern scene with eight patrons and three hidden agendas.',
  ],
  [
    'Derelict Station Crawl',
    'Scenario Pack',
    'Room-by-room encounters on a silent station, with a twist in bay six.',
  ],
  [
    'Country House Murder',
    'Scenario Pack',
    'Seven guests, one body and all the clues you need for a fair mystery.',
  ],
  [
    'Frozen River Fair',
    'Scenario Pack',
    'A historical winter fair with stalls, pickpockets and a secret meeting.',
  ],
  [
    'Jungle Expedition',
    'Scenario Pack',
    'A five-stage expedition with hazards, rivals and a lost city at the end.',
  ],
  [
    'Night Bus Anthology',
    'Scenario Pack',
    'Twelve passengers on the last bus home, each with a story prompt.',
  ],
  [
    'Summer Festival Romance',
    'Scenario Pack',
    'A week of festival days, each with a scene to bring two people closer.',
  ],
];
