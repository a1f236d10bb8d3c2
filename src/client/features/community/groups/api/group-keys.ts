/** Query keys of the groups screens; everything under `groupKeys.all` is refetched after a change. */
export const groupKeys = {
  all: ['groups'] as const,
  list: (category: string | undefined, size: number) => ['groups', 'list', category ?? 'all', size] as const,
  infinite: (category: string | undefined) => ['groups', 'infinite', category ?? 'all'] as const,
  detail: (id: string) => ['groups', 'detail', id] as const,
  members: (id: string) => ['groups', 'members', id] as const,
  requests: (id: string) => ['groups', 'requests', id] as const,
  threads: (id: string) => ['groups', 'threads', id] as const,
  thread: (id: string, threadId: string) => ['groups', 'thread', id, threadId] as const,
  worlds: (id: string) => ['groups', 'worlds', id] as const,
  reading: (id: string) => ['groups', 'reading', id] as const,
  invitations: ['groups', 'invitations'] as const,
};
