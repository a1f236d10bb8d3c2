import type { TemplateType } from '@common/constants';
import { DEMO_CHARACTERS } from './demo-template-characters';
import { DEMO_SCENARIOS } from './demo-template-scenarios';
import { DEMO_STRUCTURES } from './demo-template-structures';
import { DEMO_WORLD_ASSETS } from './demo-template-worlds';

/**
 * Structured content for the demo and bulk templates, one document per template type in the
 * shapes of src/common/schemas/template-content.ts: a Story Structure's acts of beats, a World
 * Asset's sections and places, a Character Archetype's fields, a Scenario Pack's premise with
 * characters, places and an opening chapter. Each demo template has its own, written for its name
 * and description (demo-template-structures, -worlds, -characters, -scenarios).
 */

/**
 * Bulk and unknown names (the benchmark seed's "Sample ..." templates) get a small generic
 * document of their type; every demo template has a hand-written one of its own.
 */
const genericContent = (name: string, type: TemplateType, description: string): unknown => {
  switch (type) {
    case 'Story Structure':
      return {
        acts: [
          { title: 'Beginning', notes: description, beats: [{ title: 'Opening', notes: `Open ${name}.` }] },
          { title: 'End', notes: '', beats: [{ title: 'Ending', notes: 'Close what the opening asked.' }] },
        ],
      };
    case 'World Asset':
      return {
        sections: { geography: `${name}: ${description}`, cultures: '', history: '', rulesSystem: '' },
        places: [{ name: 'The first place', description: 'Where a story in this world begins.' }],
      };
    case 'Character Archetype':
      return {
        name,
        description,
        personalityTraits: ['curious'],
        background: '',
        speakingStyle: '',
        voicePatterns: '',
      };
    case 'Scenario Pack':
      return {
        premise: { title: name, text: description },
        characters: [{ name: 'The lead', description: 'Whoever the scenario follows.' }],
        places: [],
        openingChapter: { title: 'Opening', text: description },
      };
  }
};

/**
 * The content document of a demo template of `type`: the hand-written one of its name (its
 * beats, lore, character or scenario), else a small generic one built from name and description.
 */
export function demoTemplateContent(name: string, type: TemplateType, description: string): unknown {
  switch (type) {
    case 'Story Structure': {
      const acts = DEMO_STRUCTURES[name];
      return acts ? { acts } : genericContent(name, type, description);
    }
    case 'World Asset':
      return DEMO_WORLD_ASSETS[name] ?? genericContent(name, type, description);
    case 'Character Archetype': {
      const c = DEMO_CHARACTERS[name];
      return c
        ? { name, ...c, description: `${description} ${c.description}` }
        : genericContent(name, type, description);
    }
    case 'Scenario Pack': {
      const s = DEMO_SCENARIOS[name];
      return s
        ? {
            premise: { title: name, text: s.premise },
            characters: s.characters,
            places: s.places,
            openingChapter: s.openingChapter,
          }
        : genericContent(name, type, description);
    }
  }
}

/** One small document per type for the bulk templates. */
export const sampleTemplateContent = (type: TemplateType): unknown =>
  demoTemplateContent(`Sample ${type}`, type, `A sample ${type.toLowerCase()}.`);
