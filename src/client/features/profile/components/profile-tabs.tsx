import { TabStrip } from '@client/components/ui/tab-strip';

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

/** The profile's tab bar (the shared TabStrip: arrow keys, Home and End; scrolls sideways on narrow screens). */
export function ProfileTabs({ active, onChange }: Props) {
  return (
    <TabStrip
      tabs={PROFILE_TABS}
      active={active}
      onChange={onChange}
      label="Profile sections"
      tabId={tabId}
      panelId={panelId}
    />
  );
}
