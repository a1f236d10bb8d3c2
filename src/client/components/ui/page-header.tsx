import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type Props = {
  /** The screen's only h1; also the document title ("{title} · Inkforge"). */
  title: string;
  /** One sentence under the title. */
  description?: ReactNode;
  /** The screen's icon beside the title. */
  icon?: LucideIcon;
  /** The main actions, at the right on wide screens and under the title on phones. */
  actions?: ReactNode;
  /** A line above the title, e.g. a back link. */
  eyebrow?: ReactNode;
};

/** The heading block of a signed-in screen: title, description and main actions. */
export function PageHeader({ title, description, icon: Icon, actions, eyebrow }: Props) {
  return (
    <header className="mb-8">
      <title>{`${title} · Inkforge`}</title>
      {eyebrow ? <div className="mb-3">{eyebrow}</div> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          {Icon ? (
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent sm:flex">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          ) : null}
          <div className="min-w-0">
            <h1 className="font-display text-3xl font-bold tracking-tight break-words text-ink sm:text-4xl">
              {title}
            </h1>
            {description ? <p className="mt-1.5 max-w-2xl text-ink-muted">{description}</p> : null}
          </div>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
      </div>
    </header>
  );
}
