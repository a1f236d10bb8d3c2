import { ArrowRight, Flame, Sparkles } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';
import { PLANS_CLAIM, VISION_CLAIM, claimText } from '@common/landing-claims';

/**
 * The vision block with View Plans (/subscription), then the closing Begin Your Journey call. Its
 * promises show only once delivered (common/landing-claims.ts).
 */
export function VisionBlock() {
  return (
    <section aria-labelledby="vision-title" className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-hero-deep px-6 py-16 text-on-hero shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-tr from-hero-deep via-hero to-hero-deep"
        />
        <div
          aria-hidden="true"
          className="absolute -right-16 -bottom-24 size-80 rounded-full bg-hero-accent/15 blur-3xl"
        />
        <div className="relative grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-hero-accent uppercase">
              <Flame aria-hidden="true" className="size-4" />
              Our vision
            </p>
            <h2
              id="vision-title"
              className="mt-3 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              A forge, not a feed
            </h2>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-on-hero-muted">
              We believe stories are made, not scrolled. Inkforge gives writers real tools and gives readers a
              calm place to find them. {claimText(VISION_CLAIM)}
            </p>
          </div>
          <div className="flex flex-col gap-4 rounded-2xl border border-on-hero-muted/30 bg-on-hero/5 p-6">
            <p className="text-on-hero">{claimText(PLANS_CLAIM)}</p>
            <LinkButton to="/subscription" variant="onHero" className="self-start">
              View Plans
              <ArrowRight aria-hidden="true" className="size-4" />
            </LinkButton>
          </div>
        </div>
      </div>

      <div className="mx-auto mt-20 max-w-2xl text-center">
        <h2 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Your first chapter is waiting
        </h2>
        <p className="mt-4 text-lg text-ink-muted">
          Light the forge, pick up the quill, and see what you make.
        </p>
        <LinkButton to="/register" size="lg" className="mt-8">
          <Sparkles aria-hidden="true" className="size-5" />
          Begin Your Journey
        </LinkButton>
      </div>
    </section>
  );
}
