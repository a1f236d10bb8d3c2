import { Lock, UserPlus } from 'lucide-react';
import { profileHiddenDetailsSchema } from '@common/schemas/privacy';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { useFollowAuthor } from '../api/follow-author';

type Props = {
  username: string;
  /** The server's PROFILE_HIDDEN message, e.g. "This author's profile is private". */
  message: string;
  /** The error's details: followers-only or private, and whether following would open the page. */
  details: unknown;
  /** Loads the page again (after following). */
  onOpened: () => void;
};

/** An author page hidden by the author's privacy settings: why, and Follow when that would open it. */
export function HiddenProfile({ username, message, details, onOpened }: Props) {
  const parsed = profileHiddenDetailsSchema.safeParse(details);
  const followersOnly = parsed.success && parsed.data.visibility === 'followers';
  const follow = useFollowAuthor(username);
  return (
    <EmptyState
      icon={Lock}
      title={followersOnly ? `${username} shares their page with followers` : `${username}'s page is private`}
      description={message}
      action={
        parsed.success && parsed.data.mayFollow ? (
          <div className="flex flex-col items-center gap-2">
            <Button
              busy={follow.isPending}
              disabled={follow.isPending}
              onClick={() => follow.mutate(true, { onSuccess: onOpened })}
            >
              {follow.isPending ? null : <UserPlus aria-hidden="true" className="size-4" />}
              Follow {username}
            </Button>
            {follow.isError ? (
              <p role="alert" className="text-sm text-danger">
                {follow.error.message}
              </p>
            ) : null}
          </div>
        ) : undefined
      }
    />
  );
}
