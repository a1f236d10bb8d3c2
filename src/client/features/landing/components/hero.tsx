import { LogIn, Sparkles, Users } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';
import { HERO_CLAIMS, shownClaims } from '@common/landing-claims';

/** 'Write in chapters, shape …, and share …': the hero's delivered phrases as one sentence. */
function heroSentence(): string {
  const phrases = shownClaims(HERO_CLAIMS);
  if (phrases.length === 0) return '';
  const joined =
    phrases.length === 1
      ? phrases[0]!
      : `${phrases.slice(0, -1).join(', ')}${phrases.length > 2 ? ',' : ''} and ${phrases.at(-1)}`;
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}

/** The landing hero: the promise, Start Your Story (/register) and Sign In (/login). */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-hero-deep text-on-hero">
      {/* Forge glow: two soft light sources behind the text, purely decorative. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-br from-hero via-hero-deep to-hero-deep"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-hero-accent/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-20 bottom-0 size-[22rem] rounded-full bg-accent/25 blur-3xl"
      />

      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-hero-accent/40 bg-hero-accent/10 px-3 py-1 text-sm font-semibold text-hero-accent">
            <Sparkles aria-hidden="true" className="size-4" />
            The storyteller's forge
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Forge worlds. Write legends. <span className="text-hero-accent">Share your story.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-on-hero-muted">
            Inkforge is a home for storytellers and the readers who love them. {heroSentence()}
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <LinkButton to="/register" variant="onHero" size="lg">
              <Sparkles aria-hidden="true" className="size-5" />
              Start Your Story
            </LinkButton>
            <LinkButton to="/login" variant="onHeroOutline" size="lg">
              <LogIn aria-hidden="true" className="size-5" />
              Sign In
            </LinkButton>
          </div>
          <p className="mt-6 text-sm text-on-hero-muted">Free to start. No card needed.</p>
        </div>
        <HeroManuscript />
      </div>
    </section>
  );
}

/** A decorative manuscript page with a live co-writing chip: a glimpse of the product. */
function HeroManuscript() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute inset-0 translate-x-4 translate-y-4 rotate-3 rounded-2xl bg-on-hero/10" />
      <div className="relative rotate-[-1.5deg] rounded-2xl border border-line bg-surface p-7 text-ink shadow-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">Chapter One</p>
        <p className="mt-2 font-display text-2xl font-bold">The Quenching</p>
        <div className="mt-4 space-y-3 font-reading text-[0.95rem] leading-relaxed text-ink-muted">
          <p>
            The forge had been cold for three days when the blade began to whisper. Ysolde pressed her palm
            flat against the anvil and felt the old heat stir beneath the iron,
            <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-accent" />
          </p>
          <div className="h-2.5 w-11/12 rounded bg-surface-muted" />
          <div className="h-2.5 w-4/5 rounded bg-surface-muted" />
          <div className="h-2.5 w-2/3 rounded bg-surface-muted" />
        </div>
        <div className="mt-6 flex items-center justify-between border-t border-line pt-4 text-xs">
          <span className="flex items-center gap-1.5 font-semibold text-ink">
            <Users className="size-4 text-accent" />3 writers in this session
          </span>
          <span className="flex -space-x-2">
            {['M', 'I', 'O'].map((initial) => (
              <span
                key={initial}
                className="flex size-7 items-center justify-center rounded-full border-2 border-surface bg-accent font-bold text-on-accent"
              >
                {initial}
              </span>
            ))}
          </span>
        </div>
      </div>
    </div>
  );
}
