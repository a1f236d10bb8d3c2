import { Link } from 'react-router';
import {
  Globe,
  History,
  MessageSquareQuote,
  ScrollText,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityItem, ActivityType } from '@common/schemas/dashboard';
import { relativeTimeForLists } from '@common/relative-time';
import { Panel } from '@client/components/ui/panel';

const ICONS: Record<ActivityType, LucideIcon> = {
  story: ScrollText,
  character: UserRound,
  world: Globe,
  review: MessageSquareQuote,
  session: Users,
};

type Props = { items: ActivityItem[]; now: number };

/** Recent Activity: up to 6 items newest first; 'No recent activity' when there are none. */
export function RecentActivityPanel({ items, now }: Props) {
  return (
    <Panel title="Recent Activity" icon={History}>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-ink-muted">
          No recent activity
        </p>
      ) : (
        <ol aria-label="Recent activity" className="flex flex-col">
          {items.map((item, index) => {
            const Icon = ICONS[item.type];
            const text = (
              <>
                <span className="text-ink-muted">{item.action} </span>
                <span className="font-semibold break-words text-ink">{item.name}</span>
              </>
            );
            return (
              <li
                key={`${item.type}-${item.at}-${index}`}
                className="flex items-start gap-3 border-b border-line py-3 last:border-b-0"
              >
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1 text-sm">
                  {item.link ? (
                    <Link
                      to={item.link}
                      className="rounded hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                    >
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                  <time dateTime={item.at} className="block text-xs text-ink-muted">
                    {relativeTimeForLists(item.at, now)}
                  </time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
