import { Plus, Trash2 } from 'lucide-react';
import type { TemplateType } from '@common/constants';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import {
  newAct,
  type AnyContent,
  type CharacterArchetypeContent,
  type ScenarioPackContent,
  type StoryStructureContent,
  type WorldAssetContent,
} from './content-model';
import { EntryListEditor, type ContentErrors } from './entry-list-editor';

type EditorProps<T> = { value: T; onChange: (value: T) => void; errors: ContentErrors };

/** The structured content editor of a template type (the upload form's Content section). */
export function ContentEditor({ type, ...props }: EditorProps<AnyContent> & { type: TemplateType }) {
  switch (type) {
    case 'Story Structure':
      return <StoryStructureEditor {...(props as EditorProps<StoryStructureContent>)} />;
    case 'World Asset':
      return <WorldAssetEditor {...(props as EditorProps<WorldAssetContent>)} />;
    case 'Character Archetype':
      return <CharacterEditor {...(props as EditorProps<CharacterArchetypeContent>)} />;
    case 'Scenario Pack':
      return <ScenarioEditor {...(props as EditorProps<ScenarioPackContent>)} />;
  }
}

/** Acts, each with its chapter beats; using the template makes a draft chapter per beat. */
function StoryStructureEditor({ value, onChange, errors }: EditorProps<StoryStructureContent>) {
  const setAct = (i: number, act: StoryStructureContent['acts'][number]) =>
    onChange({ acts: value.acts.map((a, j) => (j === i ? act : a)) });
  return (
    <div className="space-y-5">
      {errors.acts ? <p className="text-sm text-danger">{errors.acts}</p> : null}
      {value.acts.map((act, i) => (
        <section key={i} aria-label={`Act ${i + 1}`} className="space-y-4 rounded-2xl border border-line p-4">
          <div className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Act ${i + 1} title`}
              value={act.title}
              maxLength={200}
              error={errors[`acts.${i}.title`]}
              onChange={(e) => setAct(i, { ...act, title: e.target.value })}
            />
            <Button
              variant="ghost"
              onClick={() => onChange({ acts: value.acts.filter((_, j) => j !== i) })}
              aria-label={`Remove act ${i + 1}`}
              disabled={value.acts.length === 1}
            >
              <Trash2 aria-hidden="true" className="size-4 text-danger" />
            </Button>
          </div>
          <TextareaField
            label={`Act ${i + 1} notes`}
            rows={2}
            value={act.notes}
            onChange={(e) => setAct(i, { ...act, notes: e.target.value })}
          />
          <EntryListEditor
            legend="Chapter beats"
            noun="beat"
            items={act.beats}
            onChange={(beats) => setAct(i, { ...act, beats })}
            titleKey="title"
            titleLabel="Title"
            notesKey="notes"
            notesLabel="Notes"
            path={`acts.${i}.beats`}
            errors={errors}
            scope={`Act ${i + 1}`}
          />
        </section>
      ))}
      <Button
        variant="secondary"
        onClick={() => onChange({ acts: [...value.acts, newAct(value.acts.length)] })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add act
      </Button>
    </div>
  );
}

const WORLD_SECTIONS = [
  ['geography', 'Geography'],
  ['cultures', 'Cultures'],
  ['history', 'History'],
  ['rulesSystem', 'Rules system'],
] as const;

/** The world sections and its named places. */
function WorldAssetEditor({ value, onChange, errors }: EditorProps<WorldAssetContent>) {
  return (
    <div className="space-y-5">
      {WORLD_SECTIONS.map(([key, label]) => (
        <TextareaField
          key={key}
          label={label}
          rows={3}
          value={value.sections[key]}
          error={errors[`sections.${key}`]}
          onChange={(e) => onChange({ ...value, sections: { ...value.sections, [key]: e.target.value } })}
        />
      ))}
      <EntryListEditor
        legend="Places"
        noun="place"
        items={value.places}
        onChange={(places) => onChange({ ...value, places })}
        titleKey="name"
        titleLabel="Name"
        notesKey="description"
        notesLabel="Description"
        path="places"
        errors={errors}
      />
    </div>
  );
}

/** A character's fields, traits (comma-separated), speaking style and voice patterns. */
function CharacterEditor({ value, onChange, errors }: EditorProps<CharacterArchetypeContent>) {
  const text = (key: 'name' | 'description' | 'background' | 'speakingStyle' | 'voicePatterns') => ({
    value: value[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <div className="space-y-5">
      <TextField label="Character name" maxLength={200} {...text('name')} />
      <TextareaField label="Description" rows={3} {...text('description')} />
      <TextareaField label="Background" rows={3} {...text('background')} />
      <TextField
        label="Personality traits"
        hint="Separate traits with commas, e.g. loyal, curious, stubborn."
        value={value.personalityTraits.join(', ')}
        error={
          errors.personalityTraits ??
          Object.entries(errors).find(([k]) => k.startsWith('personalityTraits.'))?.[1]
        }
        onChange={(e) =>
          onChange({ ...value, personalityTraits: e.target.value.split(',').map((t) => t.trimStart()) })
        }
        onBlur={() =>
          onChange({
            ...value,
            personalityTraits: value.personalityTraits.map((t) => t.trim()).filter(Boolean),
          })
        }
      />
      <TextField label="Speaking style" maxLength={200} {...text('speakingStyle')} />
      <TextareaField label="Voice patterns" rows={2} {...text('voicePatterns')} />
    </div>
  );
}

/** A premise with its characters, places and an opening chapter. */
function ScenarioEditor({ value, onChange, errors }: EditorProps<ScenarioPackContent>) {
  return (
    <div className="space-y-5">
      <TextField
        label="Premise title"
        maxLength={200}
        value={value.premise.title}
        error={errors['premise.title']}
        onChange={(e) => onChange({ ...value, premise: { ...value.premise, title: e.target.value } })}
      />
      <TextareaField
        label="Premise"
        rows={3}
        value={value.premise.text}
        error={errors['premise.text']}
        onChange={(e) => onChange({ ...value, premise: { ...value.premise, text: e.target.value } })}
      />
      <EntryListEditor
        legend="Characters"
        noun="character"
        items={value.characters}
        onChange={(characters) => onChange({ ...value, characters })}
        titleKey="name"
        titleLabel="Name"
        notesKey="description"
        notesLabel="Description"
        path="characters"
        errors={errors}
      />
      <EntryListEditor
        legend="Places"
        noun="place"
        items={value.places}
        onChange={(places) => onChange({ ...value, places })}
        titleKey="name"
        titleLabel="Name"
        notesKey="description"
        notesLabel="Description"
        path="places"
        errors={errors}
      />
      <TextField
        label="Opening chapter title"
        maxLength={200}
        value={value.openingChapter.title}
        error={errors['openingChapter.title']}
        onChange={(e) =>
          onChange({ ...value, openingChapter: { ...value.openingChapter, title: e.target.value } })
        }
      />
      <TextareaField
        label="Opening chapter"
        rows={5}
        value={value.openingChapter.text}
        error={errors['openingChapter.text']}
        onChange={(e) =>
          onChange({ ...value, openingChapter: { ...value.openingChapter, text: e.target.value } })
        }
      />
    </div>
  );
}
