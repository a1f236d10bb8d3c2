import { describe, expect, it } from 'vitest';
import { parseTemplateContentOf } from '@common/schemas/template-content';
import type {
  CharacterArchetypeContent,
  ScenarioPackContent,
  StoryStructureContent,
  WorldAssetContent,
} from '@common/schemas/template-content';
import { DEMO_TEMPLATES } from './demo-templates-text';
import { demoTemplateContent } from './demo-template-content';

/**
 * The demo templates say what they hold: each one's content is its own (no two share beats, lore,
 * characters or an opening), names what its title names, and has every count its name or
 * description promises ('twelve scenes', 'seven guests').
 */
type Any = StoryStructureContent & WorldAssetContent & CharacterArchetypeContent & ScenarioPackContent;
const docs = DEMO_TEMPLATES.map(([name, type, description]) => {
  const parsed = parseTemplateContentOf(type, demoTemplateContent(name, type, description));
  return { name, type, description, parsed, content: (parsed.success ? parsed.data.content : {}) as Any };
});
const ofType = (type: string) => docs.filter((d) => d.type === type);
const beats = (c: Any) => c.acts.flatMap((a) => a.beats);
/** Items of a numbered list ('1. ...' at a line start) in a text. */
const numbered = (text: string) => text.split('\n').filter((line) => /^\s*\d+\.\s/.test(line)).length;

/** Every count a name or description states, and where the content keeps it. */
const STATED: Record<string, { what: string; expected: number; actual: (c: Any) => number }> = {
  'Three-Act Quest': { what: 'acts', expected: 3, actual: (c) => c.acts.length },
  'Hero’s Journey, Annotated': { what: 'stages (beats)', expected: 17, actual: (c) => beats(c).length },
  'Seven-Point Mystery': { what: 'points (beats)', expected: 7, actual: (c) => beats(c).length },
  'Slow-Burn Romance Beats': { what: 'beats', expected: 20, actual: (c) => beats(c).length },
  'Horror in Five Knocks': { what: 'knocks (acts)', expected: 5, actual: (c) => c.acts.length },
  'Heist Blueprint': { what: 'scenes (beats)', expected: 12, actual: (c) => beats(c).length },
  'Haunted Parish Gazetteer': {
    what: 'locations with a rumour and a truth',
    expected: 12,
    actual: (c) =>
      c.places.filter((p) => /rumour/i.test(p.description) && /truth/i.test(p.description)).length,
  },
  'Fae Court Etiquette': {
    what: 'numbered rules',
    expected: 30,
    actual: (c) => numbered(c.sections.rulesSystem),
  },
  'The Reluctant Mentor': {
    what: 'numbered ways to break them',
    expected: 5,
    actual: (c) => numbered(c.background),
  },
  'Found Family Ensemble': {
    what: 'numbered crew members',
    expected: 6,
    actual: (c) => numbered(c.background),
  },
  'Tavern Brawl Scenario': {
    what: 'patrons, three with a hidden agenda',
    expected: 8 * 10 + 3,
    actual: (c) =>
      c.characters.length * 10 + c.characters.filter((p) => /hidden agenda/i.test(p.description)).length,
  },
  'Derelict Station Crawl': {
    what: 'a place called bay six',
    expected: 1,
    actual: (c) => c.places.filter((p) => /bay six/i.test(p.name)).length,
  },
  'Country House Murder': { what: 'guests', expected: 7, actual: (c) => c.characters.length },
  'Jungle Expedition': { what: 'stages (places)', expected: 5, actual: (c) => c.places.length },
  'Night Bus Anthology': { what: 'passengers', expected: 12, actual: (c) => c.characters.length },
  'Summer Festival Romance': { what: 'festival days (places)', expected: 7, actual: (c) => c.places.length },
};
const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|week|\d+)\b/i;

describe('demo template content', () => {
  it('is valid for its type', () => {
    for (const d of docs) expect(d.parsed.success, `${d.name}: ${d.parsed.error?.message}`).toBe(true);
  });

  it('has every count its name or description states', () => {
    for (const d of docs) {
      const stated = STATED[d.name];
      if (
        NUMBER_WORDS.test(
          `${d.name} ${d.description}`.replace(/\bone-session\b/i, '').replace(/\bone body\b/i, ''),
        )
      ) {
        expect(stated, `${d.name} states a count: list it in STATED`).toBeDefined();
      }
      if (stated) expect(stated.actual(d.content), `${d.name}: ${stated.what}`).toBe(stated.expected);
    }
  });

  it('names what its title names, beyond the title itself', () => {
    const generic = new Set([
      'with',
      'the',
      'kit',
      'plans',
      'scenario',
      'beats',
      'annotated',
      'planner',
      'generator',
      'toolkit',
      'blueprint',
      'gazetteer',
      'atlas',
      'worksheet',
      'anthology',
      'crawl',
      'town',
      'ensemble',
    ]);
    for (const d of docs) {
      const words = d.name
        .toLowerCase()
        .replace(/[’']s\b/g, '')
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 4 && !generic.has(w));
      const body = JSON.stringify(d.content).toLowerCase().split(d.name.toLowerCase()).join(' ');
      expect(
        words.some((w) => body.includes(w.replace(/s$/, ''))),
        `${d.name}: its content never mentions ${words.join(' or ')}`,
      ).toBe(true);
    }
  });

  it('shares no beats, lore, people or openings between templates', () => {
    const distinct = (label: string, values: string[]) =>
      expect(new Set(values).size, `${label} repeat: ${values.join(' | ')}`).toBe(values.length);
    distinct(
      'structures',
      ofType('Story Structure').map((d) => JSON.stringify(beats(d.content).map((b) => b.title))),
    );
    const worlds = ofType('World Asset');
    for (const key of ['geography', 'cultures', 'history', 'rulesSystem'] as const) {
      distinct(
        `world ${key}`,
        worlds.map((d) => d.content.sections[key]),
      );
    }
    distinct(
      'world places',
      worlds.flatMap((d) => d.content.places.map((p) => p.name)),
    );
    const characters = ofType('Character Archetype');
    for (const key of ['background', 'speakingStyle', 'voicePatterns'] as const) {
      distinct(
        `character ${key}`,
        characters.map((d) => d.content[key]),
      );
    }
    distinct(
      'character traits',
      characters.map((d) => d.content.personalityTraits.join()),
    );
    const scenarios = ofType('Scenario Pack');
    distinct(
      'scenario openings',
      scenarios.map((d) => d.content.openingChapter.title),
    );
    distinct(
      'scenario opening texts',
      scenarios.map((d) => d.content.openingChapter.text),
    );
    distinct(
      'scenario characters',
      scenarios.flatMap((d) => d.content.characters.map((c) => c.name)),
    );
    distinct(
      'scenario places',
      scenarios.flatMap((d) => d.content.places.map((p) => p.name)),
    );
  });

  it('a scenario pack opens with its own premise and a character archetype is its own character', () => {
    for (const d of ofType('Scenario Pack')) expect(d.content.premise.title).toBe(d.name);
    for (const d of ofType('Character Archetype')) expect(d.content.description).toContain(d.description);
  });
});
