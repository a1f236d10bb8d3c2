import { useEffect, useRef, type KeyboardEvent } from 'react';

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
 * Where a sideways-scrolling tab bar must scroll so the tab at `tab` (its left edge and width,
 * measured from the bar's content start) is in full view with `margin` px beside it; unchanged
 * when it already is. Scrolls the bar only, never the page.
 */
export function scrollLeftToShow(
  bar: { scrollLeft: number; clientWidth: number },
  tab: { offsetLeft: number; offsetWidth: number },
  margin = 16,
): number {
  const left = tab.offsetLeft - margin;
  const right = tab.offsetLeft + tab.offsetWidth + margin;
  if (left < bar.scrollLeft) return Math.max(0, left);
  if (right > bar.scrollLeft + bar.clientWidth) return right - bar.clientWidth;
  return bar.scrollLeft;
}

/**
 * The hub's tab bar (ARIA tabs: arrow keys, Home and End); scrolls sideways on phones, and brings
 * the active tab into view when the page opens on it (?tab=events at 390 px) and when it changes.
 */
export function CommunityTabs({
  active,
  onChange,
}: {
  active: CommunityTabId;
  onChange: (id: CommunityTabId) => void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = bar.current;
    const tab = refs.current[active];
    if (list && tab) list.scrollLeft = scrollLeftToShow(list, tab);
  }, [active]);
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
      ref={bar}
      role="tablist"
      aria-label="Community sections"
      onKeyDown={onKeyDown}
      className="relative -mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
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
