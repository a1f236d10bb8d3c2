import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetaChapter, BetaComment, BetaOpen, BetaRead, MyBeta } from '@common/schemas/beta';
import { api } from '@client/lib/api';

/**
 * The beta-read routes (contract: src/common/schemas/beta.ts), shared by the beta screens, the
 * story page's beta panel and the writing room's comments panel. Every mutation refreshes the
 * beta read it changed and the caller's list.
 */
export const betaKeys = {
  all: ['beta'] as const,
  mine: ['beta', 'mine'] as const,
  one: (id: string) => ['beta', 'one', id] as const,
  chapter: (id: string, chapterId: string) => ['beta', 'chapter', id, chapterId] as const,
  comments: (id: string) => ['beta', 'comments', id] as const,
};

const base = (id: string) => `/api/v1/beta-reads/${encodeURIComponent(id)}`;

export const useMyBeta = () =>
  useQuery({ queryKey: betaKeys.mine, queryFn: () => api<MyBeta>('/api/v1/me/beta') });

export const useBetaRead = (id: string) =>
  useQuery({ queryKey: betaKeys.one(id), queryFn: () => api<BetaRead>(base(id)), retry: false });

export const useBetaChapter = (id: string, chapterId: string) =>
  useQuery({
    queryKey: betaKeys.chapter(id, chapterId),
    queryFn: () => api<BetaChapter>(`${base(id)}/chapters/${encodeURIComponent(chapterId)}`),
    retry: false,
  });

/** All the comments the caller may see: every reader's for the author's team, their own for a reader. */
export const useBetaComments = (id: string, enabled = true) =>
  useQuery({
    queryKey: betaKeys.comments(id),
    enabled,
    queryFn: async () => (await api<{ comments: BetaComment[] }>(`${base(id)}/comments`)).comments,
  });

/** Stores the beta read an action answered and refreshes the caller's list. */
function useBetaAction<Args>(id: string, call: (args: Args) => Promise<BetaRead>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (read) => {
      client.setQueryData(betaKeys.one(id), read);
      void client.invalidateQueries({ queryKey: betaKeys.mine });
    },
  });
}

export const useInvite = (id: string) =>
  useBetaAction(id, (username: string) =>
    api<BetaRead>(`${base(id)}/invitations`, { method: 'POST', body: { username } }),
  );

export const useApprove = (id: string) =>
  useBetaAction(id, (userId: string) =>
    api<BetaRead>(`${base(id)}/readers/${encodeURIComponent(userId)}/approve`, { method: 'POST', body: {} }),
  );

export const useEndBetaRead = (id: string) =>
  useBetaAction(id, () => api<BetaRead>(`${base(id)}/end`, { method: 'POST', body: {} }));

/** A follower's application; refreshes the list it was made from. */
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<BetaRead>(`${base(id)}/applications`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: betaKeys.mine }),
  });
}

export function useOpenBetaRead(storyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BetaOpen) =>
      api<BetaRead>(`/api/v1/stories/${encodeURIComponent(storyId)}/beta-reads`, { method: 'POST', body }),
    onSuccess: (read) => {
      client.setQueryData(betaKeys.one(read.id), read);
      void client.invalidateQueries({ queryKey: betaKeys.mine });
    },
  });
}

export function useLeaveComment(id: string, chapterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: number; to: number; body: string }) =>
      api<BetaComment>(`${base(id)}/chapters/${encodeURIComponent(chapterId)}/comments`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: betaKeys.comments(id) }),
  });
}

export function useAnswer(id: string, chapterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) =>
      api<{ answer: string }>(`${base(id)}/chapters/${encodeURIComponent(chapterId)}/answer`, {
        method: 'PUT',
        body: { answer },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: betaKeys.chapter(id, chapterId) }),
  });
}

/** Resolve or reopen a comment (the author's team). */
export function useResolveComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
      api<BetaComment>(`${base(id)}/comments/${encodeURIComponent(commentId)}`, {
        method: 'PUT',
        body: { resolved },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['beta', 'comments'] }),
  });
}
