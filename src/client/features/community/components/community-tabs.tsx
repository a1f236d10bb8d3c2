import { useRef, type KeyboardEvent } from 'react';

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

/** The hub's tab bar (ARIA tabs: arrow keys, Home and End); scrolls sideways on phones. */
export function CommunityTabs({
  active,
  onChange,
}: {
  active: CommunityTabId;
  onChange: (id: CommunityTabId) => void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = COMMUNITY_TABS.findIndex((t) => t.id === active);
    const last = COMMUNITY_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = COMMUNITY_TABS[next]!;
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Community sections"
      onKeyDown={onKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
    >
      {COMMUNITY_TABS.map((t) => {
        const selected = t.id === active;
        return (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={communityTabId(t.id)}
            aria-selected={selected}
            aria-controls={communityPanelId(t.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.id)}
            className={[
              '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
              selected ? 'border-accent text-accent' : 'border-transparent text-ink-muted hover:text-ink',
            ].join(' ')}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
