import { BookOpen, Check, PenTool, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

type Audience = { title: string; icon: LucideIcon; pitch: string; points: string[] };

const AUDIENCES: Audience[] = [
  {
    title: 'For the Creators',
    icon: PenTool,
    pitch: 'Everything you need to take a story from first spark to final chapter, alone or with your table.',
    points: [
      'Write stories in chapters and keep every draft in one place',
      'Build characters with traits, voices and backstories',
      'Shape worlds with their own lore, genre and technology',
      'Co-write live with collaborators in shared sessions',
      'Turn role-playing game nights into stories, worlds and characters',
      'Share or sell templates in the marketplace',
    ],
  },
  {
    title: 'For the Readers',
    icon: BookOpen,
    pitch: 'A quiet, ad-light library of stories written by people who love telling them.',
    points: [
      'Follow and read public stories across every genre',
      'Bookmarks and reading progress that follow you',
      'Rate, review and comment to cheer your favourite authors on',
      'Discover new tales by genre, rating and popularity',
      'Join reading groups, contests and community events',
      'Reader plans with offline reading and early access',
    ],
  },
];

/** The two audience blocks: what Inkforge offers creators and what it offers readers. */
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
        {AUDIENCES.map(({ title, icon: Icon, pitch, points }) => (
          <article key={title} className="rounded-2xl border border-line bg-surface p-8 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-on-accent shadow-sm">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="font-display text-2xl font-bold text-ink">{title}</h3>
            </div>
            <p className="mt-4 text-ink-muted">{pitch}</p>
            <ul className="mt-6 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-ink">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
