import { useRef, type KeyboardEvent } from 'react';

export const PROFILE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'stories', label: 'Stories' },
  { id: 'characters', label: 'Characters' },
  { id: 'worlds', label: 'Worlds' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'settings', label: 'Settings' },
] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

/** The tab named in ?tab=, or Overview for none or an unknown one. */
export const toProfileTab = (value: string): ProfileTabId =>
  PROFILE_TABS.find((t) => t.id === value)?.id ?? 'overview';

export const tabId = (id: ProfileTabId) => `profile-tab-${id}`;
export const panelId = (id: ProfileTabId) => `profile-panel-${id}`;

type Props = { active: ProfileTabId; onChange: (id: ProfileTabId) => void };

/**
 * The profile's tab bar (ARIA tabs: arrow keys, Home and End move between tabs). It scrolls
 * sideways on narrow screens rather than wrapping.
 */
export function ProfileTabs({ active, onChange }: Props) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = PROFILE_TABS.findIndex((t) => t.id === active);
    const last = PROFILE_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const tab = PROFILE_TABS[next]!;
    onChange(tab.id);
    refs.current[tab.id]?.focus();
  };
  return (
    <div role="tablist" aria-label="Profile sections" onKeyDown={onKeyDown} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      {PROFILE_TABS.map((t) => {
        const selected = t.id === active;
        return (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={selected}
            aria-controls={panelId(t.id)}
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
