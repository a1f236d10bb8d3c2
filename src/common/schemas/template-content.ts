import { z } from 'zod';
import { TEMPLATE_TYPES, type TemplateType } from '../constants';
import { traitSchema } from './character';
import {
  TEMPLATE_CONTENT_MAX_BYTES,
  TEMPLATE_CONTENT_TOO_LARGE,
  TEMPLATE_NAME_MAX,
  contentByteSize,
  type TemplateOutline,
} from './marketplace';

/**
 * The structured content of a template, one document per template type (SPEC section 3, issue 11):
 *   Story Structure      { acts: [{ title, notes, beats: [{ title, notes }] }] }
 *   World Asset          { sections: { geography, cultures, history, rulesSystem }, places: [{ name, description }] }
 *   Character Archetype  { name, description, background, personalityTraits: string[], speakingStyle, voicePatterns }
 *   Scenario Pack        { premise: { title, text }, characters: [{ name, description }],
 *                          places: [{ name, description }], openingChapter: { title, text } }
 * Field limits follow the story, chapter, world and character forms, so 'Use this template'
 * always makes valid rows. The whole document is at most TEMPLATE_CONTENT_MAX_BYTES as UTF-8 JSON.
 * Also: the outline a paid template shows before purchase, and the JSON export/import file.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');
const title = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const TEMPLATE_ACTS_MAX = 12;
export const TEMPLATE_BEATS_MAX = 100;
export const TEMPLATE_ENTRIES_MAX = 50;
const NOTES_MAX = 5000;
const SECTION_MAX = 50000;

/** A beat becomes a draft chapter of the same title (chapter titles are at most 200 characters). */
export const storyBeatSchema = z.object({
  title: title('Beat title', 200),
  notes: text('Beat notes', NOTES_MAX),
});
export const storyActSchema = z.object({
  title: title('Act title', 200),
  notes: text('Act notes', NOTES_MAX),
  beats: z
    .array(storyBeatSchema, { error: 'Beats must be a list' })
    .min(1, 'Each act needs at least one beat')
    .max(TEMPLATE_BEATS_MAX, `An act has at most ${TEMPLATE_BEATS_MAX} beats`),
});
export const storyStructureContentSchema = z
  .object({
    acts: z
      .array(storyActSchema, { error: 'Acts must be a list' })
      .min(1, 'Add at least one act')
      .max(TEMPLATE_ACTS_MAX, `At most ${TEMPLATE_ACTS_MAX} acts`),
  })
  .refine(
    (c) => c.acts.reduce((n, a) => n + a.beats.length, 0) <= TEMPLATE_BEATS_MAX,
    `A story structure has at most ${TEMPLATE_BEATS_MAX} beats in all`,
  );

/** A named place (or a scenario's character): a name and a description. */
export const namedEntrySchema = (label: string) =>
  z.object({
    name: title(`${label} name`, 120),
    description: text(`${label} description`, NOTES_MAX),
  });

/** The four text sections of a world (worlds.geography, cultures, history, rules_system). */
export const worldSectionsSchema = z.object({
  geography: text('Geography', SECTION_MAX),
  cultures: text('Cultures', SECTION_MAX),
  history: text('History', SECTION_MAX),
  rulesSystem: text('Rules system', SECTION_MAX),
});
export const worldAssetContentSchema = z
  .object({
    sections: worldSectionsSchema,
    places: z
      .array(namedEntrySchema('Place'), { error: 'Places must be a list' })
      .max(TEMPLATE_ENTRIES_MAX, `At most ${TEMPLATE_ENTRIES_MAX} places`)
      .default([]),
  })
  .refine(
    (c) => Object.values(c.sections).some((s) => s.length > 0) || c.places.length > 0,
    'Fill in at least one world section or place',
  );

/** The character fields (characters table; the character form's limits). */
export const characterArchetypeContentSchema = z.object({
  name: title('Character name', 120),
  description: text('Description', 5000),
  background: text('Background', 20000),
  personalityTraits: z
    .array(traitSchema, { error: 'Traits must be a list' })
    .max(20, 'At most 20 traits')
    .default([]),
  speakingStyle: text('Speaking style', 200),
  voicePatterns: text('Voice patterns', 2000),
});

export const scenarioPackContentSchema = z.object({
  premise: z.object({ title: title('Premise title', 200), text: text('Premise', NOTES_MAX) }),
  characters: z
    .array(namedEntrySchema('Character'), { error: 'Characters must be a list' })
    .min(1, 'Add at least one character')
    .max(TEMPLATE_ENTRIES_MAX, `At most ${TEMPLATE_ENTRIES_MAX} characters`),
  places: z
    .array(namedEntrySchema('Place'), { error: 'Places must be a list' })
    .max(TEMPLATE_ENTRIES_MAX, `At most ${TEMPLATE_ENTRIES_MAX} places`)
    .default([]),
  openingChapter: z.object({
    title: title('Opening chapter title', 200),
    text: text('Opening chapter', SECTION_MAX),
  }),
});

export type StoryStructureContent = z.infer<typeof storyStructureContentSchema>;
export type WorldAssetContent = z.infer<typeof worldAssetContentSchema>;
export type CharacterArchetypeContent = z.infer<typeof characterArchetypeContentSchema>;
export type ScenarioPackContent = z.infer<typeof scenarioPackContentSchema>;

/** The schema of each template type's content document. */
export const templateContentSchemas = {
  'Story Structure': storyStructureContentSchema,
  'World Asset': worldAssetContentSchema,
  'Character Archetype': characterArchetypeContentSchema,
  'Scenario Pack': scenarioPackContentSchema,
} as const satisfies Record<TemplateType, z.ZodType>;

const sized = <T extends z.ZodType>(schema: T) =>
  schema.refine((c) => contentByteSize(c) <= TEMPLATE_CONTENT_MAX_BYTES, TEMPLATE_CONTENT_TOO_LARGE);

/** A content document with its type: the discriminated union over the four types. */
export const typedTemplateContentSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('Story Structure'), content: sized(storyStructureContentSchema) }),
    z.object({ type: z.literal('World Asset'), content: sized(worldAssetContentSchema) }),
    z.object({ type: z.literal('Character Archetype'), content: sized(characterArchetypeContentSchema) }),
    z.object({ type: z.literal('Scenario Pack'), content: sized(scenarioPackContentSchema) }),
  ],
  { error: 'Choose a template type' },
);
export type TypedTemplateContent = z.infer<typeof typedTemplateContentSchema>;

/** Checks `content` against the schema of `type` and the size limit. */
export function parseTemplateContentOf(type: TemplateType, content: unknown) {
  return typedTemplateContentSchema.safeParse({ type, content });
}

/* ------------------------------------------------------------------ outline */

const filledSections = (sections: Record<string, string>, labels: Array<[string, string]>) =>
  labels.filter(([key]) => (sections[key] ?? '').length > 0).map(([, label]) => label);

/**
 * The preview of a paid template before purchase: titles only (act and beat titles; the names of
 * the filled world sections and the places; the character's name, its filled fields and traits;
 * a scenario's premise title, character and place names and the opening chapter title), never
 * notes or prose. Takes a parsed document.
 */
export function outline(typed: TypedTemplateContent): TemplateOutline {
  switch (typed.type) {
    case 'Story Structure':
      return typed.content.acts.map((a) => ({ heading: a.title, items: a.beats.map((b) => b.title) }));
    case 'World Asset': {
      const out: TemplateOutline = [
        {
          heading: 'World sections',
          items: filledSections(typed.content.sections, [
            ['geography', 'Geography'],
            ['cultures', 'Cultures'],
            ['history', 'History'],
            ['rulesSystem', 'Rules system'],
          ]),
        },
      ];
      if (typed.content.places.length)
        out.push({ heading: 'Places', items: typed.content.places.map((p) => p.name) });
      return out;
    }
    case 'Character Archetype': {
      const c = typed.content;
      const out: TemplateOutline = [
        {
          heading: c.name,
          items: filledSections(c as unknown as Record<string, string>, [
            ['description', 'Description'],
            ['background', 'Background'],
            ['speakingStyle', 'Speaking style'],
            ['voicePatterns', 'Voice patterns'],
          ]),
        },
      ];
      if (c.personalityTraits.length) out.push({ heading: 'Traits', items: c.personalityTraits });
      return out;
    }
    case 'Scenario Pack': {
      const c = typed.content;
      const out: TemplateOutline = [{ heading: 'Premise', items: [c.premise.title] }];
      out.push({ heading: 'Characters', items: c.characters.map((x) => x.name) });
      if (c.places.length) out.push({ heading: 'Places', items: c.places.map((p) => p.name) });
      out.push({ heading: 'Opening chapter', items: [c.openingChapter.title] });
      return out;
    }
  }
}

/* ------------------------------------------------------------------ export / import file */

export const TEMPLATE_FILE_FORMAT = 'inkforge-template';
export const TEMPLATE_FILE_VERSION = 1;
const INVALID_FILE = 'This is not an Inkforge template file';

/**
 * The JSON file of GET /templates/:id/export and POST /templates/import:
 * { format: 'inkforge-template', version: 1, type, name, content }, content checked against its type.
 */
export const templateFileSchema = z
  .object({
    format: z.literal(TEMPLATE_FILE_FORMAT, { error: INVALID_FILE }),
    version: z.literal(TEMPLATE_FILE_VERSION, { error: 'This template file version is not supported' }),
    type: z.enum(TEMPLATE_TYPES, { error: 'Choose a template type' }),
    name: title('Name', TEMPLATE_NAME_MAX),
    content: z.unknown(),
  })
  .transform((file, ctx) => {
    const parsed = parseTemplateContentOf(file.type, file.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { ...file, content: parsed.data.content };
  });
export type TemplateFile = z.output<typeof templateFileSchema>;
export type TemplateFileInput = z.input<typeof templateFileSchema>;
