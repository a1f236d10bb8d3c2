import type { ReactNode } from 'react';

const TONES = {
  neutral: 'border-line bg-surface-muted text-ink',
  accent: 'border-accent/40 bg-accent/10 text-accent',
  solid: 'border-transparent bg-accent text-on-accent',
} as const;

type Props = {
  /** neutral for facts, accent to draw the eye, solid for the strongest emphasis. */
  tone?: keyof typeof TONES;
  /** Optional leading icon; mark it aria-hidden. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A small pill for a status, a tier, a genre or a role. */
export function Badge({ tone = 'neutral', icon, className, children }: Props) {
  return (
    <span
      className={[
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className ?? '',
      ].join(' ')}
    >
      {icon}
      {children}
    </span>
  );
}
