import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextareaField } from '@client/components/ui/textarea-field';
import { LoreSection } from './lore-section';
import { LORE_FIELDS, type LoreField, type WorldFormValues } from './world-form-values';

/** The most characters one lore section takes (worldInputSchema). */
const LORE_LIMIT = 50000;

const LORE: Record<LoreField, { title: string; description: string; placeholder: string }> = {
  geography: {
    title: 'Geography',
    description: 'Continents, climates, cities and the roads between them.',
    placeholder:
      'Where are the mountains, the seas, the borders? What does the land cost those who cross it?',
  },
  cultures: {
    title: 'Cultures',
    description: 'Peoples, languages, faiths, customs and what they fight over.',
    placeholder: 'Who lives here, what do they believe, and how do they greet a stranger?',
  },
  history: {
    title: 'History',
    description: 'Ages, wars, founding myths and the events everyone still argues about.',
    placeholder: 'What happened before the story starts, and who remembers it differently?',
  },
  rulesSystem: {
    title: 'Rules system',
    description: 'Magic, technology, physics and their limits and costs.',
    placeholder: 'What is possible here that is not possible elsewhere, and what does it cost?',
  },
};

type Props = {
  control: Control<WorldFormValues, unknown, unknown>;
  register: UseFormRegister<WorldFormValues>;
  errors: FieldErrors<WorldFormValues>;
  /** Which sections start open: those that already hold text. */
  initiallyOpen: Partial<Record<LoreField, boolean>>;
};

/** The four long lore sections of the world form, each a collapsible panel with a roomy textarea and a character count. */
export function WorldLoreFields({ control, register, errors, initiallyOpen }: Props) {
  const lengths = useWatch({ control, name: [...LORE_FIELDS] });
  return (
    <div className="space-y-3">
      {LORE_FIELDS.map((field, index) => {
        const { title, description, placeholder } = LORE[field];
        const length = lengths[index]?.length ?? 0;
        const error = errors[field]?.message;
        return (
          <LoreSection
            key={field}
            title={title}
            description={description}
            length={length}
            defaultOpen={initiallyOpen[field]}
            forceOpen={Boolean(error)}
          >
            <TextareaField
              label={title}
              hideLabel
              rows={12}
              placeholder={placeholder}
              length={length}
              limit={LORE_LIMIT}
              error={error}
              {...register(field)}
            />
          </LoreSection>
        );
      })}
    </div>
  );
}
