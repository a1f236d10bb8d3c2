import type { ChapterSummary } from '@common/schemas/chapter';

/**
 * A story's chapters changed. With `chapter`, one chapter was saved and this is its summary as
 * stored (its word count moved, or its title or status); without, the list itself changed (a
 * chapter added, deleted or moved), and whoever shows it reads it again.
 */
export type ChaptersChanged = { storyId: string; chapter?: ChapterSummary };

type Listener<T> = (event: T) => void;

/**
 * Changes to a story that the live room must hear of, told in process by the code that made
 * them, after its transaction committed: chapter changes (the room tells open tabs) and changes
 * to who is on the story (the room closes connections of people who may no longer write).
 * A listener that throws is reported to `onError` and never fails the write that emitted.
 */
export function createStoryEvents(onError: (err: unknown) => void = () => undefined) {
  const chapters = new Set<Listener<ChaptersChanged>>();
  const members = new Set<Listener<{ storyId: string }>>();

  function emit<T>(listeners: Set<Listener<T>>, event: T) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        onError(err);
      }
    }
  }
  function subscribe<T>(listeners: Set<Listener<T>>, listener: Listener<T>): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    chaptersChanged: (event: ChaptersChanged) => emit(chapters, event),
    /** A collaborator was added or removed, or a role changed. */
    membersChanged: (storyId: string) => emit(members, { storyId }),
    onChaptersChanged: (listener: Listener<ChaptersChanged>) => subscribe(chapters, listener),
    onMembersChanged: (listener: Listener<{ storyId: string }>) => subscribe(members, listener),
  };
}

export type StoryEvents = ReturnType<typeof createStoryEvents>;
