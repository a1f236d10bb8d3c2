import { TabStrip } from '@client/components/ui/tab-strip';

/** The Community Hub's tabs (SPEC section 2), in order; `id` is the ?tab= value. */
export const COMMUNITY_TABS = [
  { id: 'discover', label: 'Discover Stories' },
  { id: 'groups', label: 'Find Groups' },
  { id: 'templates', label: 'Templates' },
  { id: 'leaderboards', label: 'Leaderboards' },
  { id: 'events', label: 'Events' },
] as const;
export type CommunityTabId = (typeof COMMUNITY_TABS)[number]['id'];

/** The tab named in ?tab=, or Discover Stories for none or an unknown one. */
export const toCommunityTab = (value: string | null): CommunityTabId =>
  COMMUNITY_TABS.find((t) => t.id === value)?.id ?? 'discover';

/** SPEC section 2: the search box and category filter show only on these tabs. */
export const tabHasFilters = (tab: CommunityTabId) =>
  tab === 'discover' || tab === 'groups' || tab === 'templates';

export const communityTabId = (id: CommunityTabId) => `community-tab-${id}`;
export const communityPanelId = (id: CommunityTabId) => `community-panel-${id}`;

/**
 * The hub's tab bar (the shared TabStrip: arrow keys, Home and End; scrolls sideways on phones and
 * keeps the active tab in view, e.g. when the page opens on ?tab=events at 390 px).
 */
export function CommunityTabs({
  active,
  onChange,
}: {
  active: CommunityTabId;
  onChange: (id: CommunityTabId) => void;
}) {
  return (
    <TabStrip
      tabs={COMMUNITY_TABS}
      active={active}
      onChange={onChange}
      label="Community sections"
      tabId={communityTabId}
      panelId={communityPanelId}
    />
  );
}
