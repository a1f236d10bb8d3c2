import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { History, X } from 'lucide-react';
import type { ChapterVersionSummary } from '@common/schemas/chapter-version';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Spinner } from '@client/components/ui/spinner';
import {
  useChapterVersion,
  useChapterVersions,
  useRestoreVersion,
  useSaveVersion,
} from '../../api/chapter-versions';
import { countLabel } from '../story-format';
import { VersionChanges } from './version-changes';

type Props = {
  storyId: string;
  chapterId: string;
  chapterName: string;
  /** abilities.restoreVersions: without it the versions are read, never restored. */
  canRestore: boolean;
};

const REASON_LABEL: Record<ChapterVersionSummary['reason'], string> = {
  manual: 'Saved',
  session_end: 'End of session',
  before_restore: 'Before a restore',
  ai_assisted: 'AI-assisted insert',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The chapter's history in the live room: 'Save version', the list of kept versions (who, when,
 * words), one version read-only with what changed since, and Restore after a confirmation. A
 * restore is made by the server inside the live document, so everyone in the room sees it. After
 * a restore the history closes, the focus goes back to its History button and the restored
 * version is read out (politely, from a status beside the button).
 */
export function HistoryDialog({ storyId, chapterId, chapterName, canRestore }: Props) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restored, setRestored] = useState('');
  const versions = useChapterVersions(storyId, chapterId, open);
  const version = useChapterVersion(storyId, chapterId, open ? selected : null);
  const save = useSaveVersion(storyId, chapterId);
  const restore = useRestoreVersion(storyId, chapterId);
  const error = save.error ?? restore.error ?? versions.error ?? version.error;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="secondary">
          <History aria-hidden="true" className="size-4" />
          History
        </Button>
      </Dialog.Trigger>
      <p role="status" className="sr-only">
        {restored}
      </p>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-hero-deep/60 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-2 z-40 flex flex-col rounded-2xl border border-line bg-surface shadow-xl focus:outline-none sm:inset-8 lg:inset-x-[10vw]">
          <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
            <Dialog.Title className="font-display text-xl font-bold text-ink">
              History of {chapterName}
            </Dialog.Title>
            <div className="flex items-center gap-2">
              <Button
                size="sm"
                className="whitespace-nowrap"
                onClick={() => save.mutate('manual')}
                busy={save.isPending}
                disabled={save.isPending}
              >
                Save version
              </Button>
              <Dialog.Close asChild>
                <Button size="sm" variant="ghost" aria-label="Close history">
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">
            Versions kept of this chapter: saved by a writer, at the end of each session, and before each
            restore.
          </Dialog.Description>
          {error ? (
            <Alert tone="error" className="mx-5 mt-3">
              {error.message}
            </Alert>
          ) : null}
          <div className="flex min-h-0 flex-1 flex-col md:flex-row">
            <ol
              aria-label="Versions"
              className="max-h-[35vh] shrink-0 overflow-y-auto border-b border-line md:max-h-none md:w-72 md:border-r md:border-b-0"
            >
              {versions.isPending ? <Spinner label="Loading versions..." className="m-5" /> : null}
              {versions.data?.length === 0 ? (
                <li className="p-5 text-sm text-ink-muted">
                  No versions yet. Save one to keep the text as it is now.
                </li>
              ) : null}
              {versions.data?.map((v) => (
                <li key={v.id}>
                  <button
                    type="button"
                    aria-current={v.id === selected || undefined}
                    onClick={() => setSelected(v.id)}
                    className="block w-full px-5 py-3 text-left text-sm hover:bg-surface-muted aria-[current]:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <span className="block font-semibold text-ink">{when(v.createdAt)}</span>
                    <span className="block text-ink-muted">
                      {REASON_LABEL[v.reason]}
                      {v.createdBy ? ` by ${v.createdBy.username}` : ''} · {countLabel(v.wordCount, 'word')}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            <section aria-label="Version" className="flex min-h-0 flex-1 flex-col">
              {selected === null ? (
                <p className="p-5 text-sm text-ink-muted">
                  Choose a version to read it and see what changed since.
                </p>
              ) : version.data ? (
                <>
                  <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3">
                    <p className="text-sm text-ink-muted">
                      <span className="rounded bg-danger/15 px-1 text-ink line-through">Struck</span> is in
                      this version but not in the chapter now;{' '}
                      <span className="rounded bg-accent/15 px-1 text-ink">marked</span> was written since.
                    </p>
                    {canRestore ? (
                      <Button size="sm" onClick={() => setConfirming(true)}>
                        Restore this version
                      </Button>
                    ) : (
                      <p className="text-sm text-ink-muted">Your role does not restore versions.</p>
                    )}
                  </div>
                  <VersionChanges changes={version.data.changes} />
                </>
              ) : (
                <Spinner label="Loading the version..." className="m-5" />
              )}
            </section>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Restore this version?"
            description="The chapter takes this version's text for everyone in the room. The text it replaces is kept as a version, so you can go back."
            confirmLabel="Restore"
            busy={restore.isPending}
            onConfirm={() => {
              const chosen = versions.data?.find((v) => v.id === selected);
              if (!chosen) return;
              setRestored('');
              restore.mutate(chosen.id, {
                onSuccess: () => {
                  setConfirming(false);
                  setOpen(false);
                  setRestored(
                    `Restored ${chapterName} to the version from ${when(chosen.createdAt)}. The text it replaced is kept as a version.`,
                  );
                },
              });
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
