import { Download, PenTool, ShieldCheck, Users } from 'lucide-react';

const FEATURES = [
  {
    icon: PenTool,
    title: 'Tools for the whole story',
    text: 'Chapters, characters and worlds in one place, with AI help when you want it.',
  },
  {
    icon: Users,
    title: 'Write together',
    text: 'Invite collaborators on Worldsmith and Master Weaver, run live sessions and share templates with the community.',
  },
  {
    icon: Download,
    title: 'Take it with you',
    text: 'Export your work as text, PDF or EPUB. Your stories are always yours.',
  },
  {
    icon: ShieldCheck,
    title: 'Private until you say so',
    text: 'Worlds and drafts stay private by default, and every paid plan has a 30-day guarantee.',
  },
] as const;

/** What every plan is built on: the feature section of the subscription page. */
export function PlanFeatures() {
  return (
    <section aria-labelledby="plan-features-title" className="w-full">
      <h2
        id="plan-features-title"
        className="text-center font-display text-3xl font-bold tracking-tight text-ink"
      >
        Everything a storyteller needs
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-xl bg-accent/10 text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-ink">{title}</h3>
            <p className="mt-1.5 text-sm text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
