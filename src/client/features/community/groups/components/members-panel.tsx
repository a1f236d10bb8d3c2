import { useState, type FormEvent } from 'react';
import { Check, UserMinus, UserPlus, X } from 'lucide-react';
import { GROUP_ROLES } from '@common/constants';
import type { GroupDetail, GroupRole } from '@common/schemas/groups';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import { useCurrentUser } from '@client/lib/session';
import { useMembers } from '../api/group-contents';
import {
  decideRequest,
  inviteToGroup,
  removeMember,
  setMemberRole,
  useGroupAction,
  useJoinRequests,
} from '../api/membership';
import { CommunityLoadError } from '../../components/community-load-error';
import { GroupRoleBadge } from './group-badges';
import { Avatar } from './avatar';

const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Members with roles; admins change roles and remove members; admins and moderators handle requests and invite. */
export function MembersPanel({ group }: { group: GroupDetail }) {
  const members = useMembers(group.id, group.abilities.viewContents);
  const roleChange = useGroupAction((userId: string, role: GroupRole) =>
    setMemberRole(group.id, userId, role),
  );
  const remove = useGroupAction((userId: string) => removeMember(group.id, userId));
  const admin = group.abilities.administer;
  const { user } = useCurrentUser();

  if (members.isPending) return <Spinner label="Loading members..." />;
  if (members.isError)
    return <CommunityLoadError error={members.error} onRetry={() => void members.refetch()} />;
  const items = members.data.pages.flatMap((p) => p.items);
  const error = roleChange.error ?? remove.error;
  return (
    <div className="space-y-6">
      {group.abilities.moderate ? <ModeratorTools group={group} /> : null}
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <ul aria-label="Members" className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {items.map((m) => (
          <li key={m.userId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Avatar name={m.username} image={m.profileImage} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink">{m.username}</p>
                <p className="text-xs text-ink-muted">Joined {joined.format(new Date(m.joinedAt))}</p>
              </div>
            </div>
            {admin ? (
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`role-${m.userId}`}>
                  Role of {m.username}
                </label>
                <select
                  id={`role-${m.userId}`}
                  value={m.role}
                  disabled={roleChange.isPending}
                  onChange={(e) => roleChange.mutate([m.userId, e.target.value as GroupRole])}
                  className="rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-ink"
                >
                  {GROUP_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => remove.mutate([m.userId])}
                  disabled={remove.isPending || m.userId === user?.id}
                  title={m.userId === user?.id ? 'Use Leave group to leave it yourself' : undefined}
                >
                  <UserMinus aria-hidden="true" className="size-4" />
                  <span className="sr-only sm:not-sr-only">Remove</span>
                  <span className="sr-only"> {m.username}</span>
                </Button>
              </div>
            ) : (
              <GroupRoleBadge role={m.role} />
            )}
          </li>
        ))}
      </ul>
      {members.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void members.fetchNextPage()}
            busy={members.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ModeratorTools({ group }: { group: GroupDetail }) {
  const requests = useJoinRequests(group.id, true);
  const decide = useGroupAction((userId: string, approve: boolean) =>
    decideRequest(group.id, userId, approve),
  );
  const invite = useGroupAction((username: string) => inviteToGroup(group.id, username));
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    if (!name) return;
    setSent(null);
    invite.mutate([name], {
      onSuccess: () => {
        setSent(name);
        setUsername('');
      },
    });
  };

  const pending = requests.data ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="requests-title"
        className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
      >
        <h3 id="requests-title" className="font-semibold text-ink">
          Join requests
        </h3>
        {requests.isPending ? (
          <Spinner label="Loading requests..." />
        ) : pending.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">No one is waiting.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {pending.map((r) => (
              <li key={r.userId} className="flex items-center justify-between gap-2">
                <span className="truncate text-sm font-medium text-ink">{r.username}</span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => decide.mutate([r.userId, true])}
                    disabled={decide.isPending}
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Approve<span className="sr-only"> {r.username}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => decide.mutate([r.userId, false])}
                    disabled={decide.isPending}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Decline<span className="sr-only"> {r.username}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form
        onSubmit={submit}
        className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
        aria-labelledby="invite-title"
      >
        <h3 id="invite-title" className="font-semibold text-ink">
          Invite someone
        </h3>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              label="Username"
              autoComplete="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              maxLength={30}
            />
          </div>
          <Button type="submit" busy={invite.isPending} disabled={!username.trim()}>
            <UserPlus aria-hidden="true" className="size-4" />
            Invite
          </Button>
        </div>
        {invite.error ? <p className="mt-2 text-sm text-danger">{invite.error.message}</p> : null}
        {sent ? <p className="mt-2 text-sm text-ink-muted">Invitation sent to {sent}.</p> : null}
      </form>
    </div>
  );
}
