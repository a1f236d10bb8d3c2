import { useId, type ReactNode } from 'react';

type Props = {
  /** The section's heading (an h2), which also names the region. */
  title: string;
  /** One line under the heading on what belongs here. */
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A card that groups related fields of a long form under a heading. */
export function FormSection({ title, description, children, className }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={['rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6', className ?? ''].join(
        ' ',
      )}
    >
      <h2 id={headingId} className="font-display text-lg font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
