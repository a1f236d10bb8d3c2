import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  GroupMember,
  GroupPost,
  ReadingListItem,
  SharedWorld,
  ThreadDetail,
  ThreadInput,
  ThreadSummary,
} from '@common/schemas/groups';
import type { Page } from '@common/schemas/pagination';
import { api } from '@client/lib/api';
import { groupKeys } from './group-keys';

const base = (id: string) => `/api/v1/groups/${encodeURIComponent(id)}`;
const withCursor = (url: string, cursor?: string) =>
  cursor ? `${url}?cursor=${encodeURIComponent(cursor)}` : url;

/** A cursor-paged list of a group's contents (404 for non-members of a Private or Invite Only group). */
function usePaged<T>(key: readonly unknown[], url: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: key,
      queryFn: ({ pageParam }) => api<Page<T>>(withCursor(url, pageParam)),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      enabled,
    }),
  );
}

export const useMembers = (id: string, enabled: boolean) =>
  usePaged<GroupMember>(groupKeys.members(id), `${base(id)}/members`, enabled);
export const useThreads = (id: string, enabled: boolean) =>
  usePaged<ThreadSummary>(groupKeys.threads(id), `${base(id)}/threads`, enabled);
export const useSharedWorlds = (id: string, enabled: boolean) =>
  usePaged<SharedWorld>(groupKeys.worlds(id), `${base(id)}/worlds`, enabled);
export const useReadingList = (id: string, enabled: boolean) =>
  usePaged<ReadingListItem>(groupKeys.reading(id), `${base(id)}/reading-list`, enabled);

/** GET a thread with its first 50 replies. */
export function useThread(id: string, threadId: string) {
  return useQuery({
    queryKey: groupKeys.thread(id, threadId),
    queryFn: () => api<ThreadDetail>(`${base(id)}/threads/${encodeURIComponent(threadId)}?limit=50`),
  });
}

export const createThread = (id: string, input: ThreadInput) =>
  api<ThreadDetail>(`${base(id)}/threads`, { method: 'POST', body: input });
export const replyToThread = (id: string, threadId: string, body: string) =>
  api<GroupPost>(`${base(id)}/threads/${encodeURIComponent(threadId)}/posts`, {
    method: 'POST',
    body: { body },
  });
export const moderateThread = (id: string, threadId: string, patch: { pinned?: boolean; locked?: boolean }) =>
  api<ThreadDetail>(`${base(id)}/threads/${encodeURIComponent(threadId)}`, { method: 'PATCH', body: patch });
export const deleteThread = (id: string, threadId: string) =>
  api<void>(`${base(id)}/threads/${encodeURIComponent(threadId)}`, { method: 'DELETE' });
export const deletePost = (id: string, postId: string) =>
  api<void>(`${base(id)}/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
export const addToReadingList = (id: string, storyId: string) =>
  api<void>(`${base(id)}/reading-list`, { method: 'POST', body: { storyId } });
export const removeFromReadingList = (id: string, storyId: string) =>
  api<void>(`${base(id)}/reading-list/${encodeURIComponent(storyId)}`, { method: 'DELETE' });
