import { useId, type ReactNode } from 'react';

type Props = {
  /** The page's only h1, e.g. "Sign in". Also sets the document title. */
  title: string;
  /** One sentence under the title saying what the screen is for. */
  description?: ReactNode;
  /** The form or the outcome panel. */
  children: ReactNode;
  /** Links to the neighbouring account screens, under the card. */
  footer?: ReactNode;
};

/** The frame shared by every account screen: a centred card (a region named by its heading) and a footer. */
export function AuthCard({ title, description, children, footer }: Props) {
  const headingId = useId();
  return (
    <div className="flex justify-center px-4 py-8 sm:py-16">
      <title>{`${title} · Inkforge`}</title>
      <div className="w-full max-w-md">
        <section
          aria-labelledby={headingId}
          className="rounded-2xl border border-line bg-surface p-6 shadow-lg sm:p-8"
        >
          <h1 id={headingId} className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="mt-2 text-sm text-ink-muted">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
        {footer ? <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
