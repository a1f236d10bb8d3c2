import { useState, type FormEvent } from 'react';
import {
  PROFILE_VISIBILITY_LABELS,
  WHO_CAN_COMMENT_LABELS,
  WHO_CAN_FOLLOW_LABELS,
  type PrivacySettings,
} from '@common/schemas/privacy';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { useSavePrivacySettings } from '../api/privacy-settings';

type Choice<K extends keyof PrivacySettings> = {
  key: K;
  legend: string;
  help: string;
  labels: Record<PrivacySettings[K], string>;
};

const CHOICES = [
  {
    key: 'profileVisibility',
    legend: 'Who can see my author page',
    help: 'Your author page shows your bio, published stories, reviews of you and your followers. You always see your own.',
    labels: PROFILE_VISIBILITY_LABELS,
  } satisfies Choice<'profileVisibility'>,
  {
    key: 'whoCanFollow',
    legend: 'Who can follow me',
    help: 'People who already follow you keep following until they stop.',
    labels: WHO_CAN_FOLLOW_LABELS,
  } satisfies Choice<'whoCanFollow'>,
  {
    key: 'whoCanComment',
    legend: 'Who can comment on my stories',
    help: 'Readers who may not comment see why instead of the comment box. Existing comments stay.',
    labels: WHO_CAN_COMMENT_LABELS,
  } satisfies Choice<'whoCanComment'>,
];

/** The three privacy settings as radio groups, saved together; the server enforces them. */
export function PrivacyForm({ saved }: { saved: PrivacySettings }) {
  const [draft, setDraft] = useState<PrivacySettings>(saved);
  const save = useSavePrivacySettings();
  const dirty = CHOICES.some(({ key }) => draft[key] !== saved[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      {CHOICES.map(({ key, legend, help, labels }) => (
        <fieldset key={key} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
          <legend className="px-1 font-display text-lg font-semibold text-ink">{legend}</legend>
          <p className="mb-3 text-sm text-ink-muted">{help}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {Object.entries(labels).map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-line px-3 py-2 text-sm text-ink has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
              >
                <input
                  type="radio"
                  name={key}
                  value={value}
                  checked={draft[key] === value}
                  onChange={() => {
                    save.reset();
                    setDraft((d) => ({ ...d, [key]: value }));
                  }}
                  className="accent-[var(--color-accent)]"
                />
                {label as string}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {save.isError ? (
        <Alert tone="error">Failed to save your privacy settings: {save.error.message}</Alert>
      ) : null}
      {save.isSuccess && !dirty ? <Alert tone="success">Privacy settings saved.</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending} disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save privacy settings'}
        </Button>
      </div>
    </form>
  );
}
