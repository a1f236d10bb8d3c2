import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CalendarDays, Lock, Users } from 'lucide-react';
import type { GroupDetail } from '@common/schemas/groups';
import { ApiError } from '@client/lib/api';
import { Badge } from '@client/components/ui/badge';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PageLoading } from '@client/components/ui/spinner';
import { TabStrip } from '@client/components/ui/tab-strip';
import { useGroup } from '../api/get-group';
import { BackLink } from '../components/back-to-groups';
import { BoardPanel } from '../components/board-panel';
import { CommunityLoadError } from '../../components/community-load-error';
import { GroupActions } from '../components/group-actions';
import { GroupPrivacyBadge } from '../components/group-badges';
import { MembersPanel } from '../components/members-panel';
import { GroupPlaySessionsPanel } from '../components/group-play-sessions-panel';
import { ReadingListPanel, WorldsPanel } from '../components/shelf-panels';
import { countLabel } from '@common/plural';
import { formatNumber } from '@common/number-format';

const TABS = [
  { id: 'about', label: 'About' },
  { id: 'members', label: 'Members' },
  { id: 'board', label: 'Board' },
  { id: 'worlds', label: 'Worlds' },
  { id: 'reading', label: 'Reading list' },
  { id: 'play', label: 'Play sessions' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const since = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/**
 * A group page (/community/groups/:id): header with picture, name, category, privacy, members and
 * the join or leave actions, then tabs About, Members, Board, Worlds, Reading list and Play
 * sessions (members only: the server answers 404 to others) (the tab is
 * in the address, ?tab=; arrow keys, Home and End move between them, as in every TabStrip).
 * Contents of a Private group show to members only; for others the tabs say so instead of
 * loading (the server answers 404 anyway).
 */
export default function GroupPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  if (group.isPending) return <PageLoading />;
  if (group.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        {group.error instanceof ApiError && group.error.status === 404 ? (
          <EmptyState
            icon={Users}
            title="Group not found"
            description="It may have been deleted, or it is a group you have not been invited to."
            action={<LinkButton to="/community?tab=groups">Find Groups</LinkButton>}
          />
        ) : (
          <CommunityLoadError error={group.error} onRetry={() => void group.refetch()} />
        )}
      </div>
    );
  }
  return <GroupView group={group.data} />;
}

function GroupView({ group }: { group: GroupDetail }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = TABS.some((t) => t.id === raw) ? (raw as TabId) : 'about';
  const tabsId = useId();

  return (
    <div>
      <header className="relative overflow-hidden bg-linear-to-br from-hero to-hero-deep text-on-hero">
        {group.groupImage ? (
          <img src={group.groupImage} alt="" className="absolute inset-0 size-full object-cover opacity-30" />
        ) : null}
        <div className="relative mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
          <BackLink tone="hero" />
          <div className="mt-4 flex flex-wrap gap-2">
            {group.category ? <Badge tone="solid">{group.category}</Badge> : null}
            <GroupPrivacyBadge privacy={group.privacyLevel} />
            {group.viewer.role ? (
              <Badge>
                You are{' '}
                {group.viewer.role === 'Member'
                  ? 'a member'
                  : `${group.viewer.role === 'Admin' ? 'an' : 'a'} ${group.viewer.role}`}
              </Badge>
            ) : null}
          </div>
          <h1 className="mt-3 font-display text-3xl font-bold break-words sm:text-4xl">{group.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-on-hero-muted">
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" />
              {countLabel(group.memberCount, 'member')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              Since {since.format(new Date(group.createdAt))}
            </span>
            {group.creator ? <span>Started by {group.creator.username}</span> : null}
          </p>
          <div className="mt-5">
            <GroupActions group={group} />
          </div>
        </div>
      </header>

      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
        <TabStrip
          tabs={TABS}
          active={tab}
          onChange={(id) => setParams(id === 'about' ? {} : { tab: id }, { replace: true })}
          label="Group sections"
          tabId={(id) => `${tabsId}-${id}`}
          panelId={() => `${tabsId}-panel`}
        />
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} className="pt-6">
          {tab === 'about' ? (
            <About group={group} />
          ) : !group.abilities.viewContents ? (
            <EmptyState
              icon={Lock}
              title="Members only"
              description={
                group.privacyLevel === 'Private'
                  ? 'Ask to join; an admin or moderator will let you in.'
                  : 'Only members can see this.'
              }
            />
          ) : tab === 'members' ? (
            <MembersPanel group={group} />
          ) : tab === 'board' ? (
            <BoardPanel group={group} />
          ) : tab === 'worlds' ? (
            <WorldsPanel group={group} />
          ) : tab === 'play' ? (
            <GroupPlaySessionsPanel group={group} />
          ) : (
            <ReadingListPanel group={group} />
          )}
        </div>
      </div>
    </div>
  );
}

function About({ group }: { group: GroupDetail }) {
  return (
    <div className="max-w-3xl space-y-4">
      {group.description ? (
        <p className="text-base whitespace-pre-line text-ink">{group.description}</p>
      ) : (
        <p className="text-ink-muted">No description yet.</p>
      )}
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-xl border border-line bg-surface p-3">
          <dt className="text-ink-muted">Who may join</dt>
          <dd className="font-semibold text-ink">
            {group.privacyLevel === 'Public'
              ? 'Anyone'
              : group.privacyLevel === 'Private'
                ? 'On request'
                : 'By invitation'}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface p-3">
          <dt className="text-ink-muted">Category</dt>
          <dd className="font-semibold text-ink">{group.category ?? 'None'}</dd>
        </div>
        <div className="rounded-xl border border-line bg-surface p-3">
          <dt className="text-ink-muted">Members</dt>
          <dd className="font-semibold text-ink">{formatNumber(group.memberCount)}</dd>
        </div>
      </dl>
    </div>
  );
}
