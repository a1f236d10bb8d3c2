import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type Props = {
  /** The page's h1 and document title. */
  title: string;
  /** When the text last changed, shown under the title. */
  updated: string;
  icon: LucideIcon;
  /** The sections, as <LegalSection> elements. */
  children: ReactNode;
};

/** The shared frame of the terms and privacy pages: readable measure, clear headings. */
export function LegalPage({ title, updated, icon: Icon, children }: Props) {
  return (
    <article aria-labelledby="legal-title" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · Inkforge`}</title>
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent/10 text-accent">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 id="legal-title" className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
      </div>
      <p className="mt-3 text-sm text-ink-muted">Last updated {updated}</p>
      <div className="mt-10 space-y-10 rounded-2xl border border-line bg-surface p-6 leading-relaxed text-ink shadow-sm sm:p-10">
        {children}
      </div>
    </article>
  );
}

/** One numbered part of a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="font-display text-xl font-bold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 text-ink-muted [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}
