import type { ReactNode } from 'react';
import { SearchX, type LucideIcon } from 'lucide-react';
import { Button } from './button';

type Props = {
  /** A decorative icon above the title. */
  icon: LucideIcon;
  /** One short line: what is missing, e.g. "No characters yet". */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /** The way forward: a call to action or a "clear filters" button. */
  action?: ReactNode;
};

/** The panel a list shows instead of items when it has none (or none match the filters). */
export function EmptyState({ icon: Icon, title, description, action }: Props) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent/10 text-accent">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 font-display text-xl font-semibold text-ink">{title}</h2>
      {description ? <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/**
 * The empty state of a filtered list that matched nothing: SPEC's "No {noun} match your filters"
 * with a 'Clear filters' button that resets every filter.
 */
export function NoMatchesState({
  noun,
  description,
  onClearFilters,
}: {
  noun: string;
  description: string;
  onClearFilters: () => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={`No ${noun} match your filters`}
      description={description}
      action={
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      }
    />
  );
}
