import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The back link of the hub's sub-pages, to a tab of /community. */
export function BackToCommunity({ tab, label }: { tab: string; label: string }) {
  return (
    <Link
      to={`/community?tab=${tab}`}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
