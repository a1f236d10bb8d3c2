import { Drama, Globe, Store, Users, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES: { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: 'Live Co-Writing',
    icon: Users,
    text: 'Open a session and write together in real time. Every line is saved as you go, so no idea is ever lost.',
  },
  {
    title: 'Character Forge',
    icon: Drama,
    text: 'Personalities, speaking styles, backgrounds and secrets, ready to step into any of your stories.',
  },
  {
    title: 'World Building',
    icon: Globe,
    text: 'Genres, technology levels and lore, with privacy you control from private sketch to public realm.',
  },
  {
    title: 'Template Marketplace',
    icon: Store,
    text: 'Story structures, world assets, character archetypes and scenario packs, free or premium.',
  },
];

/** The four-feature grid: the tools at the heart of the forge. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="border-y border-line bg-surface-muted">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Tools of the trade"
          title="Everything a story needs"
          intro="Four workshops under one roof, each built to keep you writing."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, icon: Icon, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md">
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
