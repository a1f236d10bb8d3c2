import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** A back link to My Worlds, above the page title. */
export function BackToWorlds() {
  return (
    <Link
      to="/worlds"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      My Worlds
    </Link>
  );
}
