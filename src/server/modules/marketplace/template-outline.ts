import type { TemplateType } from '@common/constants';
import type { TemplateOutline } from '@common/schemas/marketplace';

/**
 * The outline of a content document (what a paid template shows before purchase): headings and
 * item titles only, never notes or prose. Reads the per-type documents of template-content.ts
 * leniently, so an older stored version (or a field added later) still outlines.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
/** An item's title: its title or name, else null. */
const titleOf = (v: unknown): string | null =>
  typeof v === 'string' ? text(v) : isObj(v) ? (text(v.title) ?? text(v.name)) : null;
const titles = (v: unknown): string[] =>
  list(v)
    .map(titleOf)
    .filter((t): t is string => t !== null);
/** The names of the non-empty text fields among `fields`, labelled. */
const filled = (doc: Obj, fields: Array<[string, string]>): string[] =>
  fields.filter(([key]) => text(doc[key]) !== null || list(doc[key]).length > 0).map(([, label]) => label);

const WORLD_SECTIONS: Array<[string, string]> = [
  ['geography', 'Geography'],
  ['cultures', 'Cultures'],
  ['history', 'History'],
  ['rulesSystem', 'Rules system'],
];
const CHARACTER_FIELDS: Array<[string, string]> = [
  ['description', 'Description'],
  ['background', 'Background'],
  ['speakingStyle', 'Speaking style'],
  ['voicePatterns', 'Voice patterns'],
];
const traitsOf = (doc: Obj): string[] =>
  Array.isArray(doc.personalityTraits)
    ? titles(doc.personalityTraits)
    : (text(doc.personalityTraits) ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);

function storyOutline(doc: Obj): TemplateOutline {
  return list(doc.acts).map((act, i) => ({
    heading: titleOf(act) ?? `Act ${i + 1}`,
    items: isObj(act) ? titles(act.beats ?? act.chapters) : [],
  }));
}

function worldOutline(doc: Obj): TemplateOutline {
  const sections = isObj(doc.sections) ? doc.sections : doc;
  const out: TemplateOutline = [{ heading: 'World sections', items: filled(sections, WORLD_SECTIONS) }];
  const places = titles(doc.places);
  if (places.length) out.push({ heading: 'Places', items: places });
  return out;
}

function characterOutline(doc: Obj): TemplateOutline {
  const out: TemplateOutline = [
    { heading: titleOf(doc) ?? 'Character', items: filled(doc, CHARACTER_FIELDS) },
  ];
  const traits = traitsOf(doc);
  if (traits.length) out.push({ heading: 'Traits', items: traits });
  return out;
}

function scenarioOutline(doc: Obj): TemplateOutline {
  const premise = isObj(doc.premise) ? doc.premise : { title: doc.premise };
  const out: TemplateOutline = [{ heading: 'Premise', items: [titleOf(premise) ?? 'Premise'] }];
  const characters = titles(doc.characters);
  if (characters.length) out.push({ heading: 'Characters', items: characters });
  const places = titles(doc.places ?? (isObj(doc.world) ? doc.world.places : undefined));
  if (places.length) out.push({ heading: 'Places', items: places });
  const opening = doc.openingChapter ?? doc.opening;
  if (opening) out.push({ heading: 'Opening chapter', items: [titleOf(opening) ?? 'Opening chapter'] });
  return out;
}

export function outlineOf(type: TemplateType | string, content: unknown): TemplateOutline {
  if (!isObj(content)) return [];
  switch (type) {
    case 'Story Structure':
      return storyOutline(content);
    case 'World Asset':
      return worldOutline(content);
    case 'Character Archetype':
      return characterOutline(content);
    case 'Scenario Pack':
      return scenarioOutline(content);
    default:
      return [];
  }
}
