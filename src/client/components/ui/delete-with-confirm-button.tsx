import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Alert } from './alert';
import { ConfirmDialog } from './confirm-dialog';

type Props = {
  /** What is deleted, lower case, e.g. "character": the button reads "Delete character". */
  noun: string;
  /** What will be lost, e.g. "Aria will be removed for good. This cannot be undone." */
  consequence: string;
  /** Deletes it; a rejection keeps the dialog open with the server's message. */
  onDelete: () => Promise<unknown>;
  /** Runs after a successful delete (e.g. leave the edit page). */
  onDeleted: () => void;
};

/** A quiet red button; written out in full since a second text colour class would not reliably win over a variant's. */
const DANGER_GHOST =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-danger transition-colors ' +
  'hover:bg-danger/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-danger focus-visible:ring-offset-2 focus-visible:ring-offset-surface';

/** "Delete {noun}" with a confirmation dialog; nothing is deleted until the person confirms. */
export function DeleteWithConfirmButton({ noun, consequence, onDelete, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onDelete();
      setOpen(false);
      onDeleted();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Deleting failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={DANGER_GHOST}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete {noun}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={`Delete this ${noun}?`}
        description={consequence}
        confirmLabel={`Delete ${noun}`}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}
