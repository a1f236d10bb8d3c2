import { GENRES, TEMPLATE_TYPES, type TemplateType } from '@common/constants';
import {
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_LICENCES,
  TEMPLATE_LICENCE_LABELS,
  TEMPLATE_NAME_MAX,
} from '@common/marketplace-constants';
import type { TemplateLicence } from '@common/schemas/marketplace';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import type { FormErrors, TemplateFormValues } from './template-form-values';

const typeOptions = TEMPLATE_TYPES.map((t) => ({ value: t, label: t }));
const categoryOptions = [
  { value: '', label: 'Choose a category' },
  ...GENRES.map((g) => ({ value: g, label: g })),
];
const LICENCE_HINTS: Record<TemplateLicence, string> = {
  personal: 'Buyers may use it in their own projects, not in work they sell.',
  commercial: 'Buyers may also use it in work they publish and sell. You keep ownership either way.',
};

type Props = {
  values: TemplateFormValues;
  errors: FormErrors;
  set: <K extends keyof TemplateFormValues>(key: K, value: TemplateFormValues[K]) => void;
  /** The type cannot change after publishing (new content goes through a version). */
  typeLocked?: boolean;
  onTypeChange?: (type: TemplateType) => void;
  onUploadingChange: (busy: boolean) => void;
};

/** Name, type, category, description, price, licence and cover of a template. */
export function TemplateDetailsFields({
  values,
  errors,
  set,
  typeLocked = false,
  onTypeChange,
  onUploadingChange,
}: Props) {
  return (
    <>
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={TEMPLATE_NAME_MAX}
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Type"
          options={typeOptions}
          value={values.type}
          disabled={typeLocked}
          hint={typeLocked ? 'The type is fixed once published.' : undefined}
          error={errors.type}
          onChange={(e) => onTypeChange?.(e.target.value as TemplateType)}
        />
        <SelectField
          label="Category"
          options={categoryOptions}
          value={values.category}
          error={errors.category}
          onChange={(e) => set('category', e.target.value)}
        />
      </div>
      <TextareaField
        label="Description"
        rows={4}
        hint="What it gives a writer, in a few sentences; shown on the card."
        length={values.description.length}
        limit={TEMPLATE_DESCRIPTION_MAX}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <TextField
        label="Price (USD)"
        inputMode="decimal"
        autoComplete="off"
        value={values.price}
        error={errors.price}
        hint="0 for a free template, or from 0.99 to 999.99."
        onChange={(e) => set('price', e.target.value)}
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink">Licence</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TEMPLATE_LICENCES.map((l) => (
            <label
              key={l}
              className={[
                'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm',
                values.licence === l ? 'border-accent bg-accent/5' : 'border-line bg-surface',
              ].join(' ')}
            >
              <input
                type="radio"
                name="licence"
                value={l}
                checked={values.licence === l}
                onChange={() => set('licence', l)}
                className="mt-0.5 accent-accent"
              />
              <span>
                <span className="block font-semibold text-ink">{TEMPLATE_LICENCE_LABELS[l]}</span>
                <span className="text-ink-muted">{LICENCE_HINTS[l]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <ImageUploadField
        bucket="template-images"
        label="Cover image"
        hint="Shown on the card and the template page. PNG, JPG or WebP, up to 5 MB."
        value={values.coverImage}
        onChange={(url) => set('coverImage', url)}
        onBusyChange={onUploadingChange}
      />
    </>
  );
}
