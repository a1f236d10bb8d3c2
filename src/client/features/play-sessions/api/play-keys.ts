/** Query keys of the play-session screens. */
export const playKeys = {
  story: (storyId: string) => ['play-sessions', 'story', storyId] as const,
  session: (id: string) => ['play-sessions', 'session', id] as const,
  entries: (id: string) => ['play-sessions', 'entries', id] as const,
  candidates: (id: string) => ['play-sessions', 'candidates', id] as const,
  curation: (id: string) => ['play-sessions', 'curation', id] as const,
  credit: (id: string) => ['play-sessions', 'credit', id] as const,
  chapters: (storyId: string) => ['play-sessions', 'chapters', storyId] as const,
};
