import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { FilePlus2, X } from 'lucide-react';
import type { PlayCuration, PlayRollMode } from '@common/schemas/play-curation';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { useDraftChapter, useStoryChapters } from '../api/drafts';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  storyId: string;
  sessionId: string;
  /** The session's title, the new chapter's title until the game master changes it. */
  sessionTitle: string;
  /** The curation's rolls setting, the dialog's first choice. */
  rolls: PlayRollMode;
  /** Players who played a character in the selection: they may be offered credit. */
  credit: PlayCuration['credit'];
};

const ROLLS = [
  { value: 'omit', label: 'Leave rolls out' },
  { value: 'aside', label: 'Keep rolls as short asides' },
] as const;

/**
 * 'Draft a chapter' (game master): a new draft chapter or appended to a draft chapter, rolls left
 * out or kept as asides, credit offered to chosen players. One request key per opening, so a
 * double click makes one chapter. On success the chapter opens in the writing room.
 */
export function DraftDialog({ open, onOpenChange, storyId, sessionId, sessionTitle, rolls, credit }: Props) {
  const navigate = useNavigate();
  const draft = useDraftChapter(sessionId, storyId);
  const [target, setTarget] = useState<'new' | string>('new');
  const [title, setTitle] = useState(sessionTitle);
  const [rollMode, setRollMode] = useState<PlayRollMode>(rolls);
  const [offered, setOffered] = useState<string[]>([]);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const chapters = useStoryChapters(storyId, open);
  const drafts = (chapters.data?.items ?? []).filter((c) => c.status === 'draft');

  useEffect(() => {
    if (!open) return;
    setRequestKey(crypto.randomUUID());
    setRollMode(rolls);
    draft.reset();
    // Only when the dialog opens: each opening is a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = () =>
    draft.mutate(
      {
        ...(target === 'new' ? { title: title.trim() } : { chapterId: target }),
        rolls: rollMode,
        credit: offered,
        requestKey,
      },
      { onSuccess: (r) => void navigate(`/stories/${r.storyId}/session?chapter=${r.chapterId}`) },
    );

  const options = [
    { value: 'new', label: 'A new draft chapter' },
    ...drafts.map((c) => ({ value: c.id, label: `Append to ${c.position}. ${c.title}` })),
  ];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (draft.isPending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-hero-deep/60 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
              <FilePlus2 aria-hidden="true" className="size-5 text-accent" />
              Draft a chapter
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close" disabled={draft.isPending}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            What the curation takes becomes prose: narration as paragraphs, characters’ lines as dialogue,
            scenes as sections. Hidden asides and whispers stay out.
          </Dialog.Description>
          <form
            className="mt-5 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <SelectField
              label="Into"
              options={options}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
            {target === 'new' ? (
              <TextField
                label="Chapter title"
                value={title}
                maxLength={200}
                required
                onChange={(e) => setTitle(e.target.value)}
              />
            ) : null}
            <SelectField
              label="Rolls"
              options={ROLLS}
              value={rollMode}
              onChange={(e) => setRollMode(e.target.value as PlayRollMode)}
            />
            {credit.length > 0 ? (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-ink">Offer credit as a collaborator</legend>
                <p className="text-xs text-ink-muted">
                  Each player gets an invitation to accept or decline; nobody is added without it.
                </p>
                {credit.map((c) => (
                  <Checkbox
                    key={c.user.id}
                    label={`${c.user.username}${c.characters.length ? ` (${c.characters.join(', ')})` : ''}`}
                    checked={offered.includes(c.user.id)}
                    onChange={(e) =>
                      setOffered((now) =>
                        e.target.checked ? [...now, c.user.id] : now.filter((id) => id !== c.user.id),
                      )
                    }
                  />
                ))}
              </fieldset>
            ) : null}
            {draft.error ? <Alert tone="error">{draft.error.message}</Alert> : null}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={draft.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" busy={draft.isPending} disabled={target === 'new' && !title.trim()}>
                Draft the chapter
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
