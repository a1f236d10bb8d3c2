import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

const TONES = {
  page: 'text-ink-muted hover:text-ink',
  hero: 'text-on-hero-muted hover:text-on-hero',
};

/** A back link above a title: to Find Groups, or to the group of a thread. */
export function BackLink({
  to = '/community?tab=groups',
  label = 'Find Groups',
  tone = 'page',
}: {
  to?: string;
  label?: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-1.5 rounded-sm text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-accent ${TONES[tone]}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
