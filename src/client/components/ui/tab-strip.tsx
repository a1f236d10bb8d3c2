import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * One tab of a TabStrip: `id` names it (often the ?tab= value), `label` is what it reads; `icon`
 * (decorative) shows before the label from the sm breakpoint up.
 */
export type TabStripTab<Id extends string> = {
  readonly id: Id;
  readonly label: string;
  readonly icon?: LucideIcon;
};

/**
 * How the strip looks: `underline`, a row of underlined tabs that scrolls sideways on phones (the
 * hub, a group, a profile); `segmented`, equal-width tabs in a rounded tray (the marketplace).
 */
export type TabStripVariant = 'underline' | 'segmented';

const STYLES: Record<TabStripVariant, { list: string; tab: string; selected: string; idle: string }> = {
  underline: {
    list: 'relative -mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0',
    tab: '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
    selected: 'border-accent text-accent',
    idle: 'border-transparent text-ink-muted hover:text-ink',
  },
  segmented: {
    list: 'grid gap-1 rounded-xl border border-line bg-surface-muted p-1',
    tab: 'inline-flex min-w-0 items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-sm leading-tight font-semibold transition-colors sm:px-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
    selected: 'bg-surface text-accent shadow-sm',
    idle: 'text-ink-muted hover:text-ink',
  },
};

type Props<Id extends string> = {
  /** The tabs, in order. */
  tabs: readonly TabStripTab<Id>[];
  /** The selected tab: the only one in the tab order. */
  active: Id;
  /** Selects a tab (a click, or an arrow key, Home or End: moving is selecting). */
  onChange: (id: Id) => void;
  /** Names the tab list for screen readers, e.g. "Group sections". */
  label: string;
  /** The element id of each tab; its panel's aria-labelledby points here. */
  tabId: (id: Id) => string;
  /** The element id of the panel each tab controls. */
  panelId: (id: Id) => string;
  variant?: TabStripVariant;
};

/** Keys that move within a tab list (WAI-ARIA tabs pattern, horizontal). */
export type TabKey = 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';

/**
 * The index a key moves to from `index` among `count` tabs: Right and Left wrap around, Home is
 * the first and End the last; undefined for any other key (it is left to the browser).
 */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const moves: Record<TabKey, number> = {
    ArrowRight: index >= last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return Object.hasOwn(moves, key) ? moves[key as TabKey] : undefined;
}

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
 * The client's one tab list (WAI-ARIA tabs, automatic activation): one tab stop, the selected tab;
 * Left and Right move to the previous and next tab (wrapping), Home and End to the first and
 * last, and each move selects the tab it lands on; a focus ring shows on keyboard focus. An
 * underline strip scrolls sideways on narrow screens and keeps the selected tab in view (on first
 * show and on every change). The caller renders the panel with role="tabpanel", the id from
 * `panelId` and aria-labelledby from `tabId`.
 */
export function TabStrip<Id extends string>({
  tabs,
  active,
  onChange,
  label,
  tabId,
  panelId,
  variant = 'underline',
}: Props<Id>) {
  const style = STYLES[variant];
  const refs = useRef<Map<Id, HTMLButtonElement>>(new Map());
  const bar = useRef<HTMLDivElement>(null);
  // The tab the user last moved to, until `active` catches up with it. The caller's selection
  // often comes back through the URL a render or more later (and a quick run of keys can land
  // older selections first); meanwhile this tab is the one shown selected and the one tab stop,
  // so Tab right after a key leaves the list and the next key moves on from where focus is.
  const [moved, setMoved] = useState<Id | null>(null);
  const current = moved ?? active;
  if (moved !== null && moved === active) setMoved(null);
  useEffect(() => {
    const list = bar.current;
    const tab = refs.current.get(current);
    if (list && tab) list.scrollLeft = scrollLeftToShow(list, tab);
  }, [current]);
  const select = (id: Id) => {
    setMoved(id === active ? null : id);
    onChange(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(
      event.key,
      tabs.findIndex((t) => t.id === current),
      tabs.length,
    );
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    select(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div
      ref={bar}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // A selection that never came back (the caller kept its tab) stops counting once focus leaves.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setMoved(null);
      }}
      className={style.list}
      style={
        variant === 'segmented'
          ? { gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }
          : undefined
      }
    >
      {tabs.map((t) => {
        const selected = t.id === current;
        const Icon = t.icon;
        return (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={selected}
            aria-controls={panelId(t.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(t.id)}
            className={`${style.tab} ${selected ? style.selected : style.idle}`}
          >
            {Icon ? <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" /> : null}
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
