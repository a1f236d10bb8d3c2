import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { scheduleBackgroundJob } from '../../background-job';
import type { StoryEvents } from '../stories/story-events';
import { authorizeStory } from '../stories/stories.policy';
import { createChapterStore, listDueChapters } from './chapters.repository';
import { announcePublishedChapter } from './chapters.service';
import { toChapterSummary } from './chapters.presenter';

export const CHAPTER_PUBLISH_INTERVAL_MS = 30_000;
/** Chapters looked at per batch; a run goes on until none is due. */
const BATCH = 200;

/**
 * One run of the chapter publish job (issue 25): every scheduled draft whose time (`now`) has come
 * becomes published, as if its author had published it then: the story's counts (triggers), the
 * creator's XP and the 'new chapter' notification of the story's followers (its bookmarkers), the
 * feeds and the sitemap all change in that one transaction, under the story lock. The UPDATE
 * claims the chapter (status 'draft' and due), so two runs at once, on one server or two, publish
 * it once; the notification is sent at most once per reader and chapter anyway.
 */
export async function runChapterPublishJob(
  db: Db,
  now: Date = new Date(),
  events?: Pick<StoryEvents, 'chaptersChanged'>,
): Promise<number> {
  const store = createChapterStore(db);
  let published = 0;
  for (;;) {
    const due = await listDueChapters(db, now, BATCH);
    let claimed = 0;
    for (const chapter of due) {
      const row = await store.inStoryTransaction(chapter.storyId, chapter.ownerId, async (tx, relation) => {
        const found = await tx.publishIfDue(chapter.storyId, chapter.id, now);
        if (!found) return undefined;
        await tx.touchStory(chapter.storyId);
        await announcePublishedChapter(
          tx.handle,
          authorizeStory(relation, 'publishChapters'),
          found.id,
          chapter.ownerId,
        );
        return found;
      });
      if (!row) continue;
      claimed += 1;
      events?.chaptersChanged({ storyId: chapter.storyId, chapter: toChapterSummary(row) });
    }
    published += claimed;
    // Another server took this batch: what it did not finish is due again next run.
    if (due.length < BATCH || claimed === 0) return published;
  }
}

/** Runs the chapter publish job 15 s after start-up and then every 30 s (background-job.ts). */
export function scheduleChapterPublishJob(
  db: Db,
  log: FastifyBaseLogger,
  events?: Pick<StoryEvents, 'chaptersChanged'>,
) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const published = await runChapterPublishJob(db, new Date(), events);
        if (published > 0) log.info({ published }, 'published scheduled chapters');
      },
      firstDelayMs: 15_000,
      intervalMs: CHAPTER_PUBLISH_INTERVAL_MS,
      failure: 'could not run the chapter publish job',
    },
    log,
  );
}
