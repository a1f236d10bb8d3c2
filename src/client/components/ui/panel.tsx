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
  /** 'lg': roomier, with a larger heading (the story detail page). */
  size?: 'md' | 'lg';
  children: ReactNode;
};

/** A titled panel (dashboard, profile, story detail); the section is a region named by its heading. */
export function Panel({ title, icon: Icon, action, id, className, size = 'md', children }: Props) {
  const large = size === 'lg';
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[
        'rounded-2xl border border-line bg-surface p-5 shadow-sm',
        large ? 'sm:p-6' : '',
        className ?? '',
      ].join(' ')}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2
          id={headingId}
          className={`flex items-center gap-2 font-display font-semibold text-ink ${large ? 'text-xl' : 'text-lg'}`}
        >
          {Icon ? <Icon aria-hidden="true" className="size-5 text-accent" /> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
