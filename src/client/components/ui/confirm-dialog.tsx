import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { Button } from './button';

type Props = {
  /** Whether the dialog shows; the caller owns the state. */
  open: boolean;
  /** Called with false when the person dismisses it (Escape, the cancel button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Delete this character?"; it names the dialog. */
  title: string;
  /** What happens if they go ahead; read with the title. */
  description: ReactNode;
  /** The label of the button that goes ahead, e.g. "Delete character". */
  confirmLabel: string;
  /** The label of the button that backs out. */
  cancelLabel?: string;
  /** Runs when the person goes ahead; the dialog stays open until the caller closes it. */
  onConfirm: () => void;
  /** While true the confirm button shows a spinner and both buttons are disabled. */
  busy?: boolean;
  /** Look of the confirm button: destructive actions use "danger". */
  tone?: 'danger' | 'default';
  /** Shown under the description, e.g. why the last attempt failed. */
  children?: ReactNode;
};

/** The confirm button's look; written out in full because a second background class would not reliably win. */
const CONFIRM_BUTTON = {
  danger: 'bg-danger text-on-accent hover:bg-danger/85 focus-visible:ring-danger',
  default: 'bg-accent text-on-accent hover:bg-accent-strong focus-visible:ring-accent',
} as const;
const CONFIRM_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition-colors ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-offset-surface ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A modal yes/no question (role alertdialog): focus moves to the safe choice (first in the DOM), is trapped inside
 * and returns to the trigger on close. Used before deleting and before leaving unsaved work.
 *
 * The caller opens it from its own button (there is no Dialog.Trigger, whose ref Radix would
 * focus on close), so the dialog remembers what had focus when it opened and gives focus back to
 * it when it closes, if that element is still on the page and the caller has not already moved
 * the focus to the outcome of the action (the button that opened it may be on its way out).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  tone = 'default',
  children,
}: Props) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-hero-deep/60 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            // Runs before Radix moves focus in, so this is still the control that opened the dialog.
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            // The caller already moved the focus to what happened (useOutcomeFocus): it stays there.
            const moved =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body;
            if (moved) event.preventDefault();
            else if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="font-display text-xl font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">{description}</Dialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <button
              type="button"
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={onConfirm}
              className={`${CONFIRM_BASE} ${CONFIRM_BUTTON[tone]}`}
            >
              {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
