import type { TemplateType } from '@common/constants';

import type {
  CharacterArchetypeContent,
  ScenarioPackContent,
  StoryStructureContent,
  WorldAssetContent,
} from '@common/schemas/template-content';

/**
 * The content documents the upload form edits, one per template type, as the per-type schemas of
 * template-content.ts define them (acts and beats; world sections and places; character fields;
 * a scenario's premise, characters, places and opening chapter).
 */
export type { CharacterArchetypeContent, ScenarioPackContent, StoryStructureContent, WorldAssetContent };
export type TitledNote = StoryStructureContent['acts'][number]['beats'][number];
export type NamedEntry = WorldAssetContent['places'][number];
export type ContentByType = {
  'Story Structure': StoryStructureContent;
  'World Asset': WorldAssetContent;
  'Character Archetype': CharacterArchetypeContent;
  'Scenario Pack': ScenarioPackContent;
};
export type AnyContent = ContentByType[TemplateType];

/** A fresh document for a type: one empty act with one beat, empty sections and fields. */
/**
 * The act 'Add act' appends after `index` acts: numbered next, with one empty beat to fill in
 * (an act without beats is refused, and a form that says so only at Preview hides the field).
 */
export const newAct = (index: number): StoryStructureContent['acts'][number] => ({
  title: `Act ${index + 1}`,
  notes: '',
  beats: [{ title: '', notes: '' }],
});

export function emptyContent(type: TemplateType): AnyContent {
  switch (type) {
    case 'Story Structure':
      return { acts: [{ title: 'Act 1', notes: '', beats: [{ title: '', notes: '' }] }] };
    case 'World Asset':
      return { sections: { geography: '', cultures: '', history: '', rulesSystem: '' }, places: [] };
    case 'Character Archetype':
      return {
        name: '',
        description: '',
        background: '',
        personalityTraits: [],
        speakingStyle: '',
        voicePatterns: '',
      };
    case 'Scenario Pack':
      return {
        premise: { title: '', text: '' },
        characters: [],
        places: [],
        openingChapter: { title: '', text: '' },
      };
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const titled = (v: unknown): TitledNote =>
  isObj(v)
    ? { title: str(v.title ?? v.name), notes: str(v.notes ?? v.description) }
    : { title: str(v), notes: '' };
const named = (v: unknown): NamedEntry =>
  isObj(v)
    ? { name: str(v.name ?? v.title), description: str(v.description ?? v.notes) }
    : { name: str(v), description: '' };
const traits = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map(str).filter(Boolean)
    : str(v)
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);

/**
 * Reads a stored or imported document into the editor's shape, leniently: missing fields become
 * empty, unknown fields are dropped. The server checks the result against the type's schema.
 */
export function toEditable(type: TemplateType, content: unknown): AnyContent {
  const doc = isObj(content) ? content : {};
  switch (type) {
    case 'Story Structure':
      return {
        acts: arr(doc.acts).map((a, i) => ({
          title: isObj(a) ? str(a.title) || `Act ${i + 1}` : `Act ${i + 1}`,
          notes: isObj(a) ? str(a.notes) : '',
          beats: isObj(a) ? arr(a.beats ?? a.chapters).map(titled) : [],
        })),
      };
    case 'World Asset': {
      const s = isObj(doc.sections) ? doc.sections : doc;
      return {
        sections: {
          geography: str(s.geography),
          cultures: str(s.cultures),
          history: str(s.history),
          rulesSystem: str(s.rulesSystem),
        },
        places: arr(doc.places).map(named),
      };
    }
    case 'Character Archetype':
      return {
        name: str(doc.name),
        description: str(doc.description),
        background: str(doc.background),
        personalityTraits: traits(doc.personalityTraits ?? doc.traits),
        speakingStyle: str(doc.speakingStyle),
        voicePatterns: str(doc.voicePatterns),
      };
    case 'Scenario Pack': {
      const premise = isObj(doc.premise) ? doc.premise : { text: doc.premise };
      const opening = isObj(doc.openingChapter) ? doc.openingChapter : {};
      return {
        premise: { title: str(premise.title), text: str(premise.text ?? premise.description) },
        characters: arr(doc.characters).map(named),
        places: arr(doc.places).map(named),
        openingChapter: { title: str(opening.title), text: str(opening.text ?? opening.content) },
      };
    }
  }
}
