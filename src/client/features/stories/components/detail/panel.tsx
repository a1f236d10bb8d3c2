import { useId, type ReactNode } from 'react';

type Props = {
  /** The panel's heading (h2); it also names the region. */
  title: string;
  /** Controls at the right of the heading, e.g. a link. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled card on the story detail page; a named region, so it appears in landmark navigation. */
export function Panel({ title, action, children, className }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={['rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6', className ?? ''].join(
        ' ',
      )}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
