import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTENT_RATINGS, CONTENT_WARNINGS, STORY_LANGUAGES } from '@common/story-labels';
import { SelectField } from '@client/components/ui/select-field';
import { TagInput } from './tag-input';

type Props = {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  /** react-hook-form's register('contentRating'). */
  rating: UseFormRegisterReturn;
  /** react-hook-form's register('language'). */
  language: UseFormRegisterReturn;
  warnings: string[];
  onWarningsChange: (warnings: string[]) => void;
  errors: { tags?: string; contentRating?: string; language?: string; contentWarnings?: string };
};

/**
 * The story form's labels (issue 25): freeform tags with suggestions, the content rating and the
 * content warnings from the fixed list, and the language it is written in. Readers see them on the
 * story's card and page, and filter by them.
 */
export function StoryLabelFields({
  tags,
  onTagsChange,
  rating,
  language,
  warnings,
  onWarningsChange,
  errors,
}: Props) {
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
        <div className="space-y-6">
          <SelectField
            label="Content rating"
            options={CONTENT_RATINGS.map((r) => ({ value: r, label: r }))}
            hint="General suits everyone; Teen, Mature and Explicit tell readers what to expect."
            error={errors.contentRating}
            {...rating}
          />
          <SelectField
            label="Language"
            options={Object.entries(STORY_LANGUAGES).map(([value, label]) => ({ value, label }))}
            hint="The language the story is written in; readers can filter by it."
            error={errors.language}
            {...language}
          />
        </div>
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
