import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type Props = {
  title: string;
  icon?: LucideIcon;
  /** A link or button at the right of the title, e.g. "View all". */
  action?: ReactNode;
  /** Sets the section's id, e.g. for a "skip to" link. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/** A titled panel (dashboard, profile); the section is named by its heading. */
export function Panel({ title, icon: Icon, action, id, className, children }: Props) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={['rounded-2xl border border-line bg-surface p-5 shadow-sm', className ?? ''].join(' ')}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-lg font-semibold text-ink">
          {Icon ? <Icon aria-hidden="true" className="size-5 text-accent" /> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
