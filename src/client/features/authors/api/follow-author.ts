import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorProfile, FollowState } from '@common/schemas/social';
import { api } from '@client/lib/api';
import { authorKeys } from './author-keys';

/** PUT (follow) or DELETE (unfollow) /api/v1/users/:username/follow; answers the new counts. */
export function setFollowing(username: string, follow: boolean): Promise<FollowState> {
  return api<FollowState>(`/api/v1/users/${encodeURIComponent(username)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

/** Follows or unfollows the author and writes the answer straight into their profile. */
export function useFollowAuthor(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(username, follow),
    onSuccess: (state) => {
      queryClient.setQueryData<AuthorProfile>(authorKeys.profile(username), (old) =>
        old
          ? {
              ...old,
              followerCount: state.followerCount,
              followingCount: state.followingCount,
              viewer: old.viewer ? { ...old.viewer, isFollowing: state.following } : old.viewer,
            }
          : old,
      );
    },
  });
}
