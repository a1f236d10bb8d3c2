import { Drama, Globe, Store, Users, type LucideIcon } from 'lucide-react';
import { FEATURE_CLAIMS, claimText, type FeatureClaim } from '@common/landing-claims';
import { SectionHeading } from './section-heading';

const ICONS: Record<FeatureClaim['icon'], LucideIcon> = {
  users: Users,
  drama: Drama,
  globe: Globe,
  store: Store,
};
const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];

/**
 * The feature grid (four features, SPEC section 2): the tools at the heart of the forge, each card
 * shown only once what it claims is delivered (common/landing-claims.ts).
 */
export function FeatureGrid() {
  const features = FEATURE_CLAIMS.flatMap((f) => {
    const text = claimText(f.claim);
    return text === null ? [] : [{ title: f.title, Icon: ICONS[f.icon], text }];
  });
  return (
    <section aria-labelledby="features-title" className="border-y border-line bg-surface-muted">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Tools of the trade"
          title="Everything a story needs"
          intro={`${COUNT_WORDS[features.length] ?? features.length} workshops under one roof, each built to keep you writing.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, Icon, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent/10 text-accent">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 font-display text-xl font-bold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
