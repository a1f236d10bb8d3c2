import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { PLAY_ENTRY_LABELS, PLAY_ENTRY_TEXT_MAX, type PlayEntryKind } from '@common/play';
import type { PlayEntry, PlayEntryInput, PlaySession } from '@common/schemas/play-sessions';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { usePostEntry } from '../api/entries';
import { useMyCharacters } from '../api/my-characters';

type Props = { session: PlaySession; meId: string; onPosted(entry: PlayEntry): void };

/** What a post becomes: `/roll …` is a roll whatever kind is chosen. */
function toInput(
  kind: PlayEntryKind,
  text: string,
  characterId: string,
  to: string[],
  image: string | null,
): PlayEntryInput {
  const roll = /^\/r(oll)?\s+(.+)$/i.exec(text.trim());
  if (roll || kind === 'Roll') return { kind: 'Roll', formula: roll ? roll[2]! : text };
  if (kind === 'InCharacter') return { kind, text, characterId };
  if (kind === 'Whisper') return { kind, text, to };
  if (kind === 'SceneBreak') return { kind, title: text };
  if (kind === 'Handout') {
    const [title = '', ...rest] = text.split('\n');
    const body = rest.join('\n').trim();
    if (image) return { kind, title, image, ...(body ? { text: body } : {}) };
    return { kind, title, text: body || title };
  }
  return { kind: kind as 'Narration' | 'OutOfCharacter', text };
}

/** Posting to the table: the kinds the caller may use, a character for in-character lines, whisper recipients. */
export function Composer({ session, meId, onPosted }: Props) {
  const gm = session.abilities.manage;
  const kinds: PlayEntryKind[] = gm
    ? ['Narration', 'OutOfCharacter', 'Whisper', 'Roll', 'SceneBreak', 'Handout']
    : ['InCharacter', 'OutOfCharacter', 'Whisper', 'Roll'];
  const [kind, setKind] = useState<PlayEntryKind>(kinds[0]!);
  const [text, setText] = useState('');
  const [to, setTo] = useState<string[]>([]);
  const characters = useMyCharacters();
  const [characterId, setCharacterId] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const post = usePostEntry(session.id);
  const people = [session.gameMaster, ...session.players].filter((p) => p.id !== meId);
  const chosenCharacter = characterId || characters.data?.[0]?.id || '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    post.mutate(toInput(kind, text, chosenCharacter, to, kind === 'Handout' ? image : null), {
      onSuccess: (entry) => {
        setText('');
        setImage(null);
        onPosted(entry);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-2xl border border-line bg-surface p-4"
      aria-label="Post to the table"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as PlayEntryKind)}
          options={kinds.map((k) => ({ value: k, label: PLAY_ENTRY_LABELS[k] }))}
        />
        {kind === 'InCharacter' ? (
          <SelectField
            label="As character"
            value={chosenCharacter}
            onChange={(e) => setCharacterId(e.target.value)}
            options={(characters.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            hint={characters.data?.length === 0 ? 'Make a character first (My Characters).' : undefined}
          />
        ) : null}
        {kind === 'Whisper' ? (
          <fieldset className="text-sm">
            <legend className="mb-1 font-medium text-ink">Whisper to</legend>
            <div className="flex flex-wrap gap-3">
              {people.map((p) => (
                <label key={p.id} className="inline-flex items-center gap-1.5">
                  <input
                    type="checkbox"
                    checked={to.includes(p.id)}
                    onChange={(e) => setTo(e.target.checked ? [...to, p.id] : to.filter((id) => id !== p.id))}
                  />
                  {p.username}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
      <TextareaField
        label={kind === 'SceneBreak' ? 'Scene title' : kind === 'Roll' ? 'Roll (e.g. 2d20kh1+5)' : 'Message'}
        hint={
          kind === 'Handout' ? 'First line is the title.' : 'Type /roll 1d20+3 to roll dice on the server.'
        }
        rows={2}
        maxLength={PLAY_ENTRY_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      {kind === 'Handout' ? (
        <ImageUploadField
          bucket="story-images"
          label="Handout picture (optional)"
          value={image}
          onChange={setImage}
          onBusyChange={setUploading}
        />
      ) : null}
      {post.isError ? <Alert tone="error">{post.error.message}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" busy={post.isPending} disabled={!text.trim() || uploading}>
          <Send aria-hidden="true" className="size-4" />
          Post
        </Button>
      </div>
    </form>
  );
}
