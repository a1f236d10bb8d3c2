/** What the Community Hub shell imports from the groups feature: the Find Groups tab and Create Group. */
export { GroupsTab, matchGroups, type GroupsTabProps } from './components/groups-tab';
export { CreateGroupButton } from './components/create-group-button';
