import { lazy } from 'react';

/**
 * What the Community Hub shell imports from the groups feature: Create Group, and the Find Groups
 * tab, whose code loads when the tab is shown (the hub opens on Discover Stories).
 */
export { CreateGroupButton } from './components/create-group-button';
export type { GroupsTabProps } from './components/groups-tab';
export const GroupsTab = lazy(() =>
  import('./components/groups-tab').then((m) => ({ default: m.GroupsTab })),
);
