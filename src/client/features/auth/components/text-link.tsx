import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** Path inside the app. */
  to: string;
  children: ReactNode;
  className?: string;
};

/** An in-app link styled for running text on the account screens (underlined, visible focus). */
export function TextLink({ to, children, className }: Props) {
  return (
    <Link
      to={to}
      className={[
        'font-medium text-accent underline underline-offset-2 hover:text-accent-strong',
        'rounded-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
        className ?? '',
      ].join(' ')}
    >
      {children}
    </Link>
  );
}
