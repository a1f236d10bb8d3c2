import type { PlayImportSpeaker, PlaySpeakerRole } from '@common/schemas/play-imports';
import { PLAY_SPEAKER_ROLE_LABELS, PLAY_SPEAKER_ROLES } from '@common/schemas/play-imports';
import type { PlaySession } from '@common/schemas/play-sessions';
import { countLabel } from '@common/plural';
import { SelectField } from '@client/components/ui/select-field';

export type SpeakerChoice = PlayImportSpeaker & { lines: number };
type Props = { session: PlaySession; speakers: SpeakerChoice[]; onChange(next: SpeakerChoice[]): void };

const GUEST = '';
const roleOptions = PLAY_SPEAKER_ROLES.map((r) => ({ value: r, label: PLAY_SPEAKER_ROLE_LABELS[r] }));

/**
 * The speakers the file names, each with its role (narrator, character, person) and who at the
 * table they are or play; anyone left as a guest keeps their name on their lines.
 */
export function ImportSpeakers({ session, speakers, onChange }: Props) {
  const people = [session.gameMaster, ...session.players];
  const whoOptions = [
    { value: GUEST, label: 'A guest' },
    ...people.map((p) => ({
      value: p.id,
      label: p.id === session.gameMaster.id ? `${p.username} (game master)` : p.username,
    })),
  ];
  const set = (i: number, change: Partial<SpeakerChoice>) =>
    onChange(speakers.map((s, j) => (j === i ? { ...s, ...change } : s)));

  return (
    <ul aria-label="Speakers in the file" className="divide-y divide-line">
      {speakers.map((s, i) => (
        <li key={s.name} className="grid gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] sm:items-end">
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{s.name}</p>
            <p className="text-xs text-ink-muted">{countLabel(s.lines, 'line')}</p>
          </div>
          <SelectField
            label={`Role of ${s.name}`}
            options={roleOptions}
            value={s.role}
            onChange={(e) => set(i, { role: e.target.value as PlaySpeakerRole })}
          />
          <SelectField
            label={s.role === 'character' ? `Who plays ${s.name}?` : `Who is ${s.name}?`}
            options={whoOptions}
            value={s.userId ?? GUEST}
            onChange={(e) => set(i, { userId: e.target.value || null })}
          />
        </li>
      ))}
    </ul>
  );
}
