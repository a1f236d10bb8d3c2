import { z } from 'zod';
import { PLAY_SESSION_STATUSES } from '../play';

/**
 * A group's play sessions (issue 23): a 'Play Session' group event schedules one. Its members
 * see the list; only those at the table (and the story's owner) open the session itself, so the
 * list names the story for them alone.
 */
const when = (label: string) => z.iso.datetime({ offset: true, message: `${label} must be a date and time` });

export const groupPlaySessionCreateSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
    storyId: z.uuid('Choose a story'),
    worldId: z
      .uuid('Choose a world')
      .nullish()
      .transform((v) => v ?? null),
    startDate: when('Start'),
    /** Omitted: four hours after the start. */
    endDate: when('End')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.endDate && Date.parse(v.endDate) < Date.parse(v.startDate))
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End must be after the start' });
  });
export type GroupPlaySessionCreate = z.input<typeof groupPlaySessionCreateSchema>;

export const groupPlaySessionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PLAY_SESSION_STATUSES),
  scheduledAt: z.string().nullable(),
  gameMaster: z.object({ id: z.uuid(), username: z.string() }),
  /** The group event members join to get its reminders; null once the event was deleted. */
  eventId: z.uuid().nullable(),
  /** The story and the table's page, for those who may open the session; null for other members. */
  story: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  worldName: z.string().nullable(),
});
export type GroupPlaySession = z.infer<typeof groupPlaySessionSchema>;

/** Upcoming: Scheduled or Live, soonest first. Ended: latest first. */
export const groupPlaySessionListSchema = z.object({
  upcoming: z.array(groupPlaySessionSchema),
  ended: z.array(groupPlaySessionSchema),
});
export type GroupPlaySessionList = z.infer<typeof groupPlaySessionListSchema>;

/** Stories the caller may run a session on (owner, or a role that writes chapters), with their world. */
export const runnableStoriesSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), title: z.string(), worldId: z.uuid().nullable() })),
});
export type RunnableStories = z.infer<typeof runnableStoriesSchema>;
