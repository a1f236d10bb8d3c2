import { useMemo } from 'react';
import { ArrowRight, SearchX, Users } from 'lucide-react';
import { PAGE_SIZES } from '@common/constants';
import type { GroupCard as Group } from '@common/schemas/groups';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { useGroupsTab } from '../api/get-groups';
import { COMMUNITY_LOAD_ERROR } from '../../components/community-load-error';
import { CreateGroupButton } from './create-group-button';
import { GroupCard } from './group-card';
import { InvitationsBanner } from './invitations-banner';

export type GroupsTabProps = {
  /** The shell's search box: matched on the loaded groups' name and description (SPEC section 2). */
  search: string;
  /** The shell's category filter; undefined or 'All' for every category. */
  category?: string;
};

/** Case-insensitive match of the loaded groups on name or description (SPEC section 5: filters). */
export function matchGroups(groups: readonly Group[], search: string): Group[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...groups];
  return groups.filter((g) => g.name.toLowerCase().includes(q) || g.description.toLowerCase().includes(q));
}

/**
 * The Find Groups tab of the Community Hub: the 10 largest listed groups of the category (SPEC
 * sections 7 and 9), searched in the browser, as cards with Join Group; 'See all' opens the full
 * paged list. Loading skeleton, 'Failed to load data' with the message, and empty states.
 * Pending invitations show above the cards.
 */
export function GroupsTab({ search, category }: GroupsTabProps) {
  const cat = category && category !== 'All' ? category : undefined;
  const query = useGroupsTab(cat, PAGE_SIZES.community);
  const items = useMemo(() => matchGroups(query.data?.items ?? [], search), [query.data, search]);
  const seeAll = `/community/groups${cat ? `?category=${encodeURIComponent(cat)}` : ''}`;

  const body = (
    <QueryStates
      state={queryStatusOf(query)}
      loading={<CardGridSkeleton label="Loading groups..." count={3} />}
      errorTitle={COMMUNITY_LOAD_ERROR}
      count={items.length}
      filtered={(query.data?.items.length ?? 0) > 0}
      empty={
        <EmptyState
          icon={Users}
          title={cat ? `No ${cat} groups yet` : 'No groups yet'}
          description="Start a circle that writes and talks together."
          action={<CreateGroupButton />}
        />
      }
      noMatches={
        <EmptyState
          icon={SearchX}
          title="No groups match your search"
          description="Try another word or category."
        />
      }
    >
      <ul aria-label="Groups" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((g) => (
          <li key={g.id} className="flex">
            <GroupCard group={g} />
          </li>
        ))}
      </ul>
    </QueryStates>
  );

  return (
    <div className="space-y-5">
      <InvitationsBanner />
      {body}
      {query.data?.nextCursor ? (
        <div className="flex justify-center">
          <LinkButton to={seeAll} variant="secondary">
            See all groups
            <ArrowRight aria-hidden="true" className="size-4" />
          </LinkButton>
        </div>
      ) : null}
    </div>
  );
}
