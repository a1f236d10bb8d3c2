import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useFollowAuthor } from '../api/follow-author';

type Props = {
  username: string;
  /** Whether the caller follows the author now (from the profile). */
  following: boolean;
};

/**
 * Follow / Following toggle. It is a toggle button (aria-pressed), so its name stays the action
 * a screen reader announces; a failure is shown under it.
 */
export function FollowButton({ username, following }: Props) {
  const follow = useFollowAuthor(username);
  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end">
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        busy={follow.isPending}
        disabled={follow.isPending}
        onClick={() => follow.mutate(!following)}
      >
        {follow.isPending ? null : following ? (
          <UserCheck aria-hidden="true" className="size-4" />
        ) : (
          <UserPlus aria-hidden="true" className="size-4" />
        )}
        {following ? 'Following' : 'Follow'}
        <span className="sr-only"> {username}</span>
      </Button>
      {follow.isError ? (
        <p role="alert" className="text-sm text-danger">
          {follow.error.message}
        </p>
      ) : null}
    </div>
  );
}
