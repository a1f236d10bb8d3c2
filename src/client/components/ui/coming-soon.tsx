import type { ReactNode } from 'react';
import { Hammer, type LucideIcon } from 'lucide-react';

type Props = {
  /** The screen's heading (its only h1), also used for the document title. */
  title: string;
  /** One sentence on what the screen will be for. */
  description: string;
  /** The screen's icon, drawn beside the heading. */
  icon: LucideIcon;
  /** Optional extra content under the notice, e.g. links to screens that already work. */
  children?: ReactNode;
};

/** A placeholder for a screen that is not built yet: its proper heading and a "coming soon" line. */
export function ComingSoonPage({ title, description, icon: Icon, children }: Props) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · Inkforge`}</title>
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{description}</p>
        </div>
      </div>
      <div className="mt-10 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
        <Hammer aria-hidden="true" className="mx-auto size-8 text-highlight" />
        <p className="mt-3 font-medium text-ink">This screen is still on the anvil and is coming soon.</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </div>
  );
}
