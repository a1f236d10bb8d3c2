import { useState, type FormEvent } from 'react';
import { CONTENT_RATINGS, CONTENT_WARNINGS, STORY_LANGUAGES } from '@common/story-labels';
import type { AdvancedFilterKey } from '@common/schemas/advanced-filters';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { checkFilters, listItems, toggled, type FilterValues } from './filter-values';

const PROGRESS = [
  { value: '', label: 'Any' },
  { value: 'complete', label: 'Complete' },
  { value: 'ongoing', label: 'Ongoing' },
];
const UPDATED = [
  { value: '', label: 'Any time' },
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
];
const LANGUAGES = [
  { value: '', label: 'Any' },
  ...Object.entries(STORY_LANGUAGES).map(([value, label]) => ({ value, label })),
];
const MIN_RATING = [
  { value: '', label: 'Any' },
  { value: '3', label: '3 stars and up' },
  { value: '4', label: '4 stars and up' },
  { value: '4.5', label: '4.5 stars and up' },
];

type Props = {
  /** The filters applied now (from the address); the form starts from them. */
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
};

/**
 * The advanced filters' form (issue 25). Nothing is searched until Apply: the values are checked
 * with the search's own schema first, and each field shows its message.
 */
export function AdvancedFiltersForm({ applied, onApply }: Props) {
  const [form, setForm] = useState<FilterValues>(applied);
  const [errors, setErrors] = useState<Partial<Record<AdvancedFilterKey, string>>>({});
  const set = (key: AdvancedFilterKey, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: AdvancedFilterKey) => ({
    value: form[key] ?? '',
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFilters(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onApply(checked.values);
  };

  const group = (legend: string, key: 'ratings' | 'excludeWarnings', items: readonly string[]) => (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <Checkbox
            key={item}
            label={item}
            checked={listItems(form[key]).includes(item)}
            onChange={(e) => set(key, toggled(form[key], item, e.target.checked))}
          />
        ))}
      </div>
      {errors[key] ? <p className="mt-1.5 text-sm text-danger">{errors[key]}</p> : null}
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Include tags"
          hint="Up to 5, separated by commas; a story has them all"
          {...text('tags')}
        />
        <TextField label="Exclude tags" hint="Up to 5, separated by commas" {...text('excludeTags')} />
        <TextField label="Minimum words" inputMode="numeric" {...text('minWords')} />
        <TextField label="Maximum words" inputMode="numeric" {...text('maxWords')} />
        <SelectField label="Status" options={PROGRESS} {...text('progress')} />
        <SelectField label="Updated within" options={UPDATED} {...text('updatedWithin')} />
        <SelectField label="Language" options={LANGUAGES} {...text('language')} />
        <SelectField label="Minimum rating" options={MIN_RATING} {...text('minRating')} />
        <TextField label="Minimum number of ratings" inputMode="numeric" {...text('minRatings')} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {group('Content rating', 'ratings', CONTENT_RATINGS)}
        {group('Leave out stories with these warnings', 'excludeWarnings', CONTENT_WARNINGS)}
      </div>
      <Checkbox
        label="Hide stories I have started or finished"
        checked={form.hideRead === 'true'}
        onChange={(e) => set('hideRead', e.target.checked ? 'true' : '')}
      />
      <Checkbox
        label="Hide authors I muted"
        checked={form.hideMuted === 'true'}
        onChange={(e) => set('hideMuted', e.target.checked ? 'true' : '')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setForm({});
            setErrors({});
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
