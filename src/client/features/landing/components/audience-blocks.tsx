import { BookOpen, Check, PenTool, type LucideIcon } from 'lucide-react';
import { AUDIENCE_CLAIMS, shownClaims, type AudienceClaims } from '@common/landing-claims';
import { SectionHeading } from './section-heading';

const ICONS: Record<AudienceClaims['icon'], LucideIcon> = { pen: PenTool, book: BookOpen };

/**
 * The two audience blocks: what Inkforge offers creators and what it offers readers, each point
 * shown only once what it needs is delivered (common/landing-claims.ts).
 */
export function AudienceBlocks() {
  return (
    <section aria-labelledby="audiences-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="audiences-title"
        eyebrow="Both sides of the page"
        title="Made for those who write and those who read"
        intro="One platform, two kinds of magic. Switch between them whenever the mood strikes."
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {AUDIENCE_CLAIMS.map(({ title, icon, pitch, points }) => {
          const Icon = ICONS[icon];
          return (
            <article key={title} className="rounded-2xl border border-line bg-surface p-8 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-on-accent shadow-sm">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="font-display text-2xl font-bold text-ink">{title}</h3>
              </div>
              <p className="mt-4 text-ink-muted">{pitch}</p>
              <ul className="mt-6 space-y-3">
                {shownClaims(points).map((point) => (
                  <li key={point} className="flex gap-3 text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
