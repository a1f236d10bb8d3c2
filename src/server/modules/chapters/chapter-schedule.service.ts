import { scheduleTimeProblem, type Chapter } from '@common/schemas/chapter';
import { badRequest, conflict, notFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import { authorizeStory } from '../stories/stories.policy';
import type { StoryEvents } from '../stories/story-events';
import type { ChapterStore } from './chapters.repository';
import { summaryOf, toChapter } from './chapters.presenter';

type Caller = Pick<SessionUser, 'id'>;

/**
 * Scheduling a draft chapter to publish at a date and time (issue 25). Who may is who may publish
 * (stories.policy.ts publishChapters: the owner and a Co-Author). The time must be in the future
 * (by `clock`); null cancels the schedule. The chapter stays a draft everywhere until the chapter
 * publish job (chapter-publish.job.ts) publishes it at that time. Scheduling keeps the chapter's
 * `updatedAt`, so an open writing room's next save is not taken for a conflict.
 */
export function createChapterScheduleService(
  store: ChapterStore,
  events?: Pick<StoryEvents, 'chaptersChanged'>,
  clock: () => Date = () => new Date(),
) {
  return {
    async schedule(
      caller: Caller,
      storyId: string,
      chapterId: string,
      publishAt: string | null,
    ): Promise<Chapter> {
      const at = publishAt === null ? null : new Date(publishAt);
      const problem = at && scheduleTimeProblem(at, clock());
      if (problem) throw badRequest(problem);
      const saved = await store.inStoryTransaction(storyId, caller.id, async (tx, relation) => {
        authorizeStory(relation, 'publishChapters');
        const current = await tx.find(storyId, chapterId);
        if (!current) throw notFound('Chapter not found');
        if (current.status !== 'draft')
          throw conflict('This chapter is already published. Mark it as draft to schedule it.');
        const row = await tx.update(storyId, chapterId, { scheduledAt: at, updatedAt: current.updatedAt });
        if (!row) throw notFound('Chapter not found');
        return toChapter(row);
      });
      events?.chaptersChanged({ storyId, chapter: summaryOf(saved) });
      return saved;
    },
  };
}

export type ChapterScheduleService = ReturnType<typeof createChapterScheduleService>;
