import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTENT_RATINGS, CONTENT_WARNINGS } from '@common/story-labels';
import { SelectField } from '@client/components/ui/select-field';
import { TagInput } from './tag-input';

type Props = {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  /** react-hook-form's register('contentRating'). */
  rating: UseFormRegisterReturn;
  warnings: string[];
  onWarningsChange: (warnings: string[]) => void;
  errors: { tags?: string; contentRating?: string; contentWarnings?: string };
};

/**
 * The story form's labels (issue 25): freeform tags with suggestions, the content rating and the
 * content warnings from the fixed list. Readers see all three on the story's card and page.
 */
export function StoryLabelFields({ tags, onTagsChange, rating, warnings, onWarningsChange, errors }: Props) {
  const toggle = (warning: string, on: boolean) =>
    onWarningsChange(
      on
        ? CONTENT_WARNINGS.filter((w) => w === warning || warnings.includes(w))
        : warnings.filter((w) => w !== warning),
    );
  return (
    <div className="space-y-6">
      <TagInput value={tags} onChange={onTagsChange} error={errors.tags} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="Content rating"
          options={CONTENT_RATINGS.map((r) => ({ value: r, label: r }))}
          hint="General suits everyone; Teen, Mature and Explicit tell readers what to expect."
          error={errors.contentRating}
          {...rating}
        />
        <fieldset aria-describedby={errors.contentWarnings ? 'content-warnings-error' : undefined}>
          <legend className="mb-1.5 block text-sm font-medium text-ink">Content warnings</legend>
          <div className="grid gap-2">
            {CONTENT_WARNINGS.map((warning) => (
              <label key={warning} className="flex items-center gap-2.5 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={warnings.includes(warning)}
                  onChange={(e) => toggle(warning, e.target.checked)}
                  className="size-4 shrink-0 rounded border-line accent-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
                />
                {warning}
              </label>
            ))}
          </div>
          {errors.contentWarnings ? (
            <p id="content-warnings-error" className="mt-1.5 text-sm text-danger">
              {errors.contentWarnings}
            </p>
          ) : null}
        </fieldset>
      </div>
    </div>
  );
}
