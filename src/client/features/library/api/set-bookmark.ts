import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryStory } from '@common/schemas/library';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** PUT (bookmark) or DELETE (remove) .../bookmark. */
export async function setBookmark(storyId: string, bookmarked: boolean): Promise<void> {
  await api(`${storyApi(storyId)}/bookmark`, { method: bookmarked ? 'PUT' : 'DELETE' });
}

/**
 * Toggles the bookmark optimistically: the button flips at once and flips back if the server
 * refuses. Invalidates the story and the signed-in user's bookmark list.
 */
export function useSetBookmark(storyId: string) {
  const queryClient = useQueryClient();
  const key = libraryKeys.story(storyId);
  return useMutation({
    mutationFn: (bookmarked: boolean) => setBookmark(storyId, bookmarked),
    onMutate: async (bookmarked) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<LibraryStory>(key);
      if (previous?.viewer)
        queryClient.setQueryData(key, { ...previous, viewer: { ...previous.viewer, bookmarked } });
      return { previous };
    },
    onError: (_err, _bookmarked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['me', 'bookmarks'] });
    },
  });
}
