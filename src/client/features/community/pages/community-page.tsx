import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchInput } from '@client/components/ui/search-input';
import { SelectField } from '@client/components/ui/select-field';
import { CreateGroupButton, GroupsTab } from '../groups';
import { CATEGORY_OPTIONS } from '../components/community-filters';
import {
  CommunityTabs,
  communityPanelId,
  communityTabId,
  tabHasFilters,
  toCommunityTab,
  type CommunityTabId,
} from '../components/community-tabs';
import { CreateEventButton } from '../components/create-event-button';
import { StoriesTab } from '../components/stories-tab';
import { communityStoriesQuery } from '../api/get-community-stories';
import type { FirstDataLoader } from '@client/app/server-content';
import { PAGE_SIZES } from '@common/constants';

// Only the shown tab's code loads (the hub opens on Discover Stories); while it arrives the
// panel shows the same skeleton the tab shows while its data loads.
const TemplatesTab = lazy(() =>
  import('../components/templates-tab').then((m) => ({ default: m.TemplatesTab })),
);
const LeaderboardTab = lazy(() =>
  import('../components/leaderboard-tab').then((m) => ({ default: m.LeaderboardTab })),
);
const EventsTab = lazy(() => import('../components/events-tab').then((m) => ({ default: m.EventsTab })));
const TAB_LOADING: Record<Exclude<CommunityTabId, 'discover'>, [label: string, count: number]> = {
  groups: ['Loading groups...', 3],
  templates: ['Loading templates...', 3],
  leaderboards: ['Loading leaderboard...', 1],
  events: ['Loading events...', 3],
};

/**
 * Discover Stories' first page, all categories (what the server draws for /community), read
 * before the page first renders over the server's copy (router.tsx).
 */
export const loadFirstData: FirstDataLoader = (queryClient) =>
  queryClient.prefetchQuery({ ...communityStoriesQuery(undefined, PAGE_SIZES.community), retry: false });

/**
 * The Community Hub (/community, SPEC section 2): tabs Discover Stories, Find Groups, Templates,
 * Leaderboards and Events, the tab in ?tab=. The search box (?q=) and category filter
 * (?category=) show only on the discover, groups and templates tabs and filter the loaded items.
 * Create Group and Create Event show only for the plans that include them.
 */
export default function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const tab = toCommunityTab(params.get('tab'));
  const search = params.get('q') ?? '';
  const category = params.get('category') ?? 'All';
  const update = (patch: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '' || (key === 'category' && value === 'All')) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace, preventScrollReset: true });
  };
  const selectTab = (id: CommunityTabId) => update({ tab: id === 'discover' ? null : id });

  let panel;
  if (tab === 'discover') panel = <StoriesTab search={search} category={category} />;
  else if (tab === 'groups') panel = <GroupsTab search={search} category={category} />;
  else if (tab === 'templates') panel = <TemplatesTab search={search} category={category} />;
  else if (tab === 'leaderboards') panel = <LeaderboardTab />;
  else panel = <EventsTab />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Community Hub"
        description="Discover stories, find groups, share templates, climb the leaderboard and join events."
        icon={Users}
        actions={
          <>
            <CreateGroupButton />
            <CreateEventButton />
          </>
        }
      />
      <CommunityTabs active={tab} onChange={selectTab} />
      <div className="pt-6">
        {tabHasFilters(tab) ? (
          <div className="mb-6 flex flex-col gap-3 sm:flex-row">
            <SearchInput
              label="Search the community"
              placeholder="Search by name, title or description"
              value={search}
              onChange={(e) => update({ q: e.target.value }, true)}
              className="flex-1"
            />
            <SelectField
              label="Category"
              layout="inline"
              options={CATEGORY_OPTIONS.map((c) => ({ value: c, label: c }))}
              value={category}
              onChange={(e) => update({ category: e.target.value })}
              className="sm:w-56"
            />
          </div>
        ) : null}
        <div role="tabpanel" id={communityPanelId(tab)} aria-labelledby={communityTabId(tab)}>
          {tab === 'discover' ? (
            panel
          ) : (
            <Suspense fallback={<CardGridSkeleton label={TAB_LOADING[tab][0]} count={TAB_LOADING[tab][1]} />}>
              {panel}
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
