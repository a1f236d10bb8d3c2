import { CircleAlert, CircleCheck, CloudOff, LoaderCircle, PencilLine } from 'lucide-react';
import type { SaveState } from './use-chapter-autosave';

const LOOK: Record<
  SaveState['kind'],
  { icon: typeof CircleCheck; text: string; className: string; spin?: boolean }
> = {
  saved: { icon: CircleCheck, text: 'Saved', className: 'text-success' },
  unsaved: { icon: PencilLine, text: 'Unsaved changes', className: 'text-ink-muted' },
  saving: { icon: LoaderCircle, text: 'Saving…', className: 'text-ink-muted', spin: true },
  offline: { icon: CloudOff, text: 'Offline — retrying', className: 'text-danger' },
  conflict: { icon: CircleAlert, text: 'Changed elsewhere', className: 'text-danger' },
  error: { icon: CircleAlert, text: 'Not saved', className: 'text-danger' },
};

/**
 * The autosave state beside the word count: Saved, Unsaved changes, Saving…, Offline — retrying,
 * Changed elsewhere or Not saved. A polite live region, so the changes are announced without
 * interrupting typing.
 */
export function SaveStatus({ state }: { state: SaveState }) {
  const look = LOOK[state.kind];
  const Icon = look.icon;
  return (
    <p
      role="status"
      aria-live="polite"
      className={[
        'inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap',
        look.className,
      ].join(' ')}
    >
      <Icon aria-hidden="true" className={['size-4', look.spin ? 'animate-spin' : ''].join(' ')} />
      {look.text}
    </p>
  );
}
