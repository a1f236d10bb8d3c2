import { useState } from 'react';
import { Hourglass } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { Alert } from '@client/components/ui/alert';
import { Panel } from '@client/components/ui/panel';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { TextField } from '@client/components/ui/text-field';
import { useUpdateStory } from '../../api/update-story';

type Props = { story: StoryDetail };

/**
 * The story's early-access setting (issue 25): on, scheduled chapters are readable this many days
 * (1 to 30) before their public date by readers whose plan has early access; everyone else sees
 * them listed with the date. Saved on its own (PATCH earlyAccessDays), owner only.
 */
export function EarlyAccessPanel({ story }: Props) {
  const update = useUpdateStory(story.id);
  const [enabled, setEnabled] = useState(story.earlyAccessDays !== null);
  const [days, setDays] = useState(String(story.earlyAccessDays ?? 7));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setSaved(false);
    const n = Number(days);
    if (enabled && (!Number.isInteger(n) || n < 1 || n > 30))
      return setError('Early access days must be a whole number from 1 to 30');
    setError(null);
    try {
      await update.mutateAsync({ earlyAccessDays: enabled ? n : null });
      setSaved(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Early access could not be saved');
    }
  };

  return (
    <Panel title="Early access" icon={Hourglass} size="lg" className="mt-6">
      <p className="text-sm text-ink-muted">
        Readers whose plan includes early access read your scheduled chapters before everyone else. Others see
        the chapter listed with the date it becomes free.
      </p>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Checkbox
          label="Give early access to scheduled chapters"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            setSaved(false);
          }}
        />
        {enabled ? (
          <TextField
            className="sm:w-56"
            label="Days before the public date"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            value={days}
            onChange={(event) => {
              setDays(event.target.value);
              setSaved(false);
            }}
            error={error ?? undefined}
            hint="From 1 to 30 days."
          />
        ) : error ? (
          <Alert tone="error">{error}</Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" busy={update.isPending} disabled={update.isPending}>
            Save early access
          </Button>
          {saved ? (
            <span role="status" className="text-sm text-ink-muted">
              Saved
            </span>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}
