import { EyeOff, Eye } from 'lucide-react';
import type { PlayCurationSettings, PlayCurationUpdate } from '@common/schemas/play-curation';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { SelectField } from '@client/components/ui/select-field';

type Props = {
  settings: PlayCurationSettings;
  onChange(update: PlayCurationUpdate): void;
  busy: boolean;
};

const ROLL_OPTIONS = [
  { value: 'omit', label: 'Leave rolls out' },
  { value: 'aside', label: 'Keep rolls as short asides' },
] as const;

/** The curation's rules: the one-click hide, merging, rolls, and the selected range. */
export function CurationToolbar({ settings, onChange, busy }: Props) {
  const hiding = settings.hideOutOfCharacter && settings.hideWhispers;
  const range =
    settings.fromSeq === null && settings.toSeq === null
      ? 'The whole log'
      : `Entries ${settings.fromSeq ?? 1} to ${settings.toSeq ?? 'the end'}`;
  return (
    <div className="space-y-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={hiding ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={hiding}
          busy={busy}
          onClick={() => onChange({ hideOutOfCharacter: !hiding, hideWhispers: !hiding })}
        >
          {hiding ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {hiding ? 'Asides and whispers hidden' : 'Hide asides and whispers'}
        </Button>
        <Checkbox
          label="Merge consecutive posts by one speaker"
          checked={settings.mergeSameSpeaker}
          onChange={(e) => onChange({ mergeSameSpeaker: e.target.checked })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Rolls"
          layout="inline"
          options={ROLL_OPTIONS}
          value={settings.rolls}
          onChange={(e) => onChange({ rolls: e.target.value as PlayCurationSettings['rolls'] })}
        />
        <p className="text-sm text-ink">
          <span className="font-medium">Selection:</span> <span data-testid="curation-range">{range}</span>
        </p>
        {settings.fromSeq !== null || settings.toSeq !== null ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({ fromSeq: null, toSeq: null })}>
            Select the whole log
          </Button>
        ) : null}
      </div>
    </div>
  );
}
