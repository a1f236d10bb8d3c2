import { Compass, Sparkles } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';

/** The closing call to action of /subscription: 'Start Free Trial' (/) and 'Explore Community' (/community). */
export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-cta-title"
      className="relative w-full overflow-hidden rounded-3xl bg-hero-deep px-6 py-14 text-center text-on-hero shadow-xl sm:px-12"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-tr from-hero-deep via-hero to-hero-deep"
      />
      <div className="relative mx-auto max-w-2xl">
        <h2
          id="closing-cta-title"
          className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Ready to light the forge?
        </h2>
        <p className="mt-4 text-lg text-on-hero-muted">
          Start free today and upgrade when your stories need more room.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/" variant="onHero" size="lg">
            <Sparkles aria-hidden="true" className="size-5" />
            Start Free Trial
          </LinkButton>
          <LinkButton to="/community" variant="onHeroOutline" size="lg">
            <Compass aria-hidden="true" className="size-5" />
            Explore Community
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
