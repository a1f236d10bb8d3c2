import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { countLabel } from '@common/plural';

type Props = {
  /** The section's name, e.g. "Geography"; the toggle button reads it. */
  title: string;
  /** One line on what belongs in it, shown under the title. */
  description: string;
  /** Characters written so far, shown on the closed toggle so nothing hides unseen. */
  length: number;
  /** Starts open (e.g. when it already holds text). */
  defaultOpen?: boolean;
  /** Forces it open, e.g. while its field has an error. */
  forceOpen?: boolean;
  /** The section's field (its textarea stays mounted while closed, so the form keeps its value). */
  children: ReactNode;
};

/**
 * One collapsible lore section of the world form (geography, cultures, history, rules system).
 * A disclosure button (aria-expanded, aria-controls) opens a roomy textarea.
 */
export function LoreSection({
  title,
  description,
  length,
  defaultOpen = false,
  forceOpen = false,
  children,
}: Props) {
  const panelId = useId();
  const [openState, setOpen] = useState(defaultOpen);
  const open = openState || forceOpen;
  return (
    <div className="rounded-xl border border-line bg-surface">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3.5 text-left hover:bg-surface-muted/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink">{title}</span>
            <span className="block text-sm text-ink-muted">{description}</span>
          </span>
          {open ? null : (
            <span className="shrink-0 text-xs font-medium text-ink-muted tabular-nums">
              {length > 0 ? countLabel(length, 'character') : 'Empty'}
            </span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={['size-5 shrink-0 text-ink-muted transition-transform', open ? 'rotate-180' : ''].join(
              ' ',
            )}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-line px-4 pt-4 pb-4">
        {children}
      </div>
    </div>
  );
}
