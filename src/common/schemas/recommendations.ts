import { z } from 'zod';
import { recommendedStorySchema } from './dashboard';

/** An author the reader muted, in the reader's settings list. */
export const mutedAuthorSchema = z.object({
  username: z.string(),
  profileImage: z.string().nullable(),
  mutedAt: z.string(),
});
export type MutedAuthor = z.infer<typeof mutedAuthorSchema>;

export const mutedAuthorsSchema = z.object({ items: z.array(mutedAuthorSchema) });
export type MutedAuthors = z.infer<typeof mutedAuthorsSchema>;

/** Whether the reader mutes the author, after a mute or unmute. */
export const muteStateSchema = z.object({ muted: z.boolean() });
export type MuteState = z.infer<typeof muteStateSchema>;

/** How many recommendations to list (the dashboard asks for 3). */
export const recommendationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit is between 1 and 20')
    .max(20, 'limit is between 1 and 20')
    .default(6),
});

/**
 * A reader's recommendations: `personal` (learned from their reading; plans with AI
 * recommendations) or `popular` (everyone else, with `upgradeUrl` for the plan hint).
 */
export const recommendationsSchema = z.object({
  kind: z.enum(['personal', 'popular']),
  items: z.array(recommendedStorySchema),
  /** Plans with personal recommendations, named for the hint ("Story Connoisseur and ..."). */
  plans: z.string().nullable(),
  upgradeUrl: z.string().nullable(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** "Readers of this story also read": neighbours of one story the viewer may read. */
export const alsoReadSchema = z.object({ items: z.array(recommendedStorySchema) });
export type AlsoRead = z.infer<typeof alsoReadSchema>;
