// A group row as the API shows it: the card of lists and the detail of the group page.
import type { GroupCard, GroupDetail, GroupPrivacy, GroupRole, ViewerStanding } from '@common/schemas/groups';
import type { GroupQueries } from './groups.repository';
import { groupAbilities } from './groups.policy';
import { isoString } from '../../http/iso-string';

export type Viewer = { id: string } | null;
export type Row = NonNullable<Awaited<ReturnType<GroupQueries['find']>>>;
type CardRow = Omit<Row, 'creatorName'>;

export const standingOf = (r: {
  role: GroupRole | null;
  requested: boolean;
  invited: boolean;
}): ViewerStanding => ({
  role: r.role ?? null,
  requested: r.requested === true,
  invited: r.invited === true,
});
export const iso = (d: Date | string) => isoString(d instanceof Date ? d : new Date(d));

export function toCard(r: CardRow): GroupCard {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    privacyLevel: r.privacyLevel as GroupPrivacy,
    groupImage: r.groupImage,
    memberCount: r.memberCount,
    createdAt: iso(r.createdAt),
    lastActivity: iso(r.lastActivity),
    viewer: standingOf(r),
  };
}

export function toDetail(r: Row, viewer: Viewer): GroupDetail {
  const card = toCard(r);
  return {
    ...card,
    creator: r.creatorName ? { username: r.creatorName } : null,
    abilities: groupAbilities(r, card.viewer, viewer),
  };
}
