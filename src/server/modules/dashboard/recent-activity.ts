import type { ActivityItem, ActivityType } from '@common/schemas/dashboard';

/**
 * Recent Activity (SPEC section 9): gather at most 5 stories, 5 characters, 5 worlds, 3 reviews
 * and 3 session joins, merge them, sort newest first and cut (10 by default, 6 on the dashboard).
 */
export const ACTIVITY_GATHER: Record<ActivityType, number> = {
  story: 5,
  character: 5,
  world: 5,
  review: 3,
  session: 3,
};
export const RECENT_ACTIVITY_DEFAULT_LIMIT = 10;

/** One raw row of the gathered sources, as the repository reads it. */
export type ActivityRow = {
  type: ActivityType;
  id: string;
  /** The item's name; for reviews the reviewed thing's name; null when it is gone. */
  name: string | null;
  /** When the thing was created (a change within a second of it still counts as creation). */
  createdAt: Date;
  /** The moment the row is sorted by: last update, review date or session join. */
  at: Date;
  /** Reviews: the target type (Story, User, Template, World); sessions: unused. */
  targetType: string | null;
  /** Reviews: the target's id (a username for User targets); sessions: the story id. */
  targetRef: string | null;
};

const FALLBACK_NAME: Record<string, string> = {
  story: 'Unknown Story',
  session: 'Unknown Story',
  character: 'Unknown',
  world: 'Unknown World',
  Story: 'Unknown Story',
  User: 'Unknown User',
  Template: 'Unknown Template',
  World: 'Unknown World',
};

/**
 * Applies the per-source caps, merges, sorts newest first (ties: stable by source order, then
 * id) and cuts to `limit`. Pure, so the merge rules are tested on hand-built histories.
 */
export function mergeRecentActivity(
  rows: readonly ActivityRow[],
  limit = RECENT_ACTIVITY_DEFAULT_LIMIT,
): ActivityItem[] {
  const order = Object.keys(ACTIVITY_GATHER) as ActivityType[];
  const gathered = order.flatMap((type) =>
    rows
      .filter((r) => r.type === type)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, ACTIVITY_GATHER[type]),
  );
  return gathered
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.at.getTime() - a.row.at.getTime() || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ row }) => toActivityItem(row));
}

function toActivityItem(row: ActivityRow): ActivityItem {
  const created = Math.abs(row.at.getTime() - row.createdAt.getTime()) < 1000;
  const verb = created ? 'Created' : 'Updated';
  const fallback = FALLBACK_NAME[row.type === 'review' ? (row.targetType ?? 'Story') : row.type] ?? 'Unknown';
  const base = { type: row.type, name: row.name ?? fallback, at: row.at.toISOString() };
  switch (row.type) {
    case 'story':
      return { ...base, action: `${verb} story`, link: `/stories/${row.id}` };
    case 'character':
      return { ...base, action: `${verb} character`, link: `/characters/${row.id}/edit` };
    case 'world':
      return { ...base, action: `${verb} world`, link: `/worlds/${row.id}/edit` };
    case 'session':
      return {
        ...base,
        action: 'Joined a session of',
        link: row.targetRef ? `/stories/${row.targetRef}/session` : null,
      };
    case 'review':
      return { ...base, action: 'Reviewed', link: reviewLink(row) };
  }
}

function reviewLink(row: ActivityRow): string | null {
  if (!row.targetRef || row.name === null) return null;
  switch (row.targetType) {
    case 'Story':
      return `/library/${row.targetRef}`;
    case 'User':
      return `/authors/${encodeURIComponent(row.targetRef)}`;
    case 'Template':
      return `/marketplace/templates/${row.targetRef}`;
    default:
      return null;
  }
}
