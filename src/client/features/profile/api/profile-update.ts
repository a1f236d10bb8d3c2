import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, ProfileUpdateResult } from '@common/schemas/profile-update';
import { api } from '@client/lib/api';
import { currentUserKey } from '@client/lib/session';

/** Every query of the profile screen starts with this key. */
const profileKeyPrefix = ['profile'] as const;

/**
 * PATCH /api/v1/me/profile. 400 carries field messages in `details` (username, email, bio,
 * profileImage, currentPassword); 409 USERNAME_TAKEN. A changed e-mail comes back as
 * `pendingEmail`: the address changes only once the link mailed to it is followed.
 */
export function updateProfile(input: ProfileUpdateInput): Promise<ProfileUpdateResult> {
  return api<ProfileUpdateResult>('/api/v1/me/profile', { method: 'PATCH', body: input });
}

/** Saves the profile and puts the saved user in the current-user query, so the nav shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      queryClient.setQueryData(currentUserKey, result.user);
      // The profile screen's queries (keys starting with 'profile') load the saved user fresh.
      void queryClient.invalidateQueries({ queryKey: profileKeyPrefix });
    },
  });
}
