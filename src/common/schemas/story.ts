import { z } from 'zod';
import { STORY_GENRES, STORY_PRIVACY, STORY_STATUSES } from '../constants';
import { cursorQuerySchema, searchTextSchema } from './pagination';
import { storyLabelFields, storyLabelsSchema } from './story-labels';

const optionalUrl = z.string().max(1000).nullable().optional();

/** The editable story fields with their messages, without defaults (shared by create and update). */
const storyFields = {
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
  genre: z.enum(STORY_GENRES, { error: 'Choose a genre' }),
  status: z.enum(STORY_STATUSES, { error: 'Choose a status' }),
  worldId: z.uuid('Choose one of your worlds').nullable().optional(),
  privacyLevel: z.enum(STORY_PRIVACY),
  coverImage: optionalUrl,
  ...storyLabelFields,
};

/** Create and edit story form; the server takes the same body (creator comes from the session). */
export const storyInputSchema = z.object({
  ...storyFields,
  description: storyFields.description.default(''),
  status: storyFields.status.default('Planning'),
  privacyLevel: storyFields.privacyLevel.default('Private'),
  tags: storyFields.tags.default([]),
  contentRating: storyFields.contentRating.default('General'),
  contentWarnings: storyFields.contentWarnings.default([]),
  language: storyFields.language.default('en'),
});
export type StoryInput = z.input<typeof storyInputSchema>;
/**
 * PATCH /api/v1/stories/:id: only the fields sent change (no defaults are filled in, so a
 * title-only PATCH leaves status and privacy alone). Setting privacyLevel 'Private' on a
 * published story also clears its publication, exactly as unpublishing does (SPEC section 4).
 */
export const storyUpdateSchema = z
  .object({
    ...storyFields,
    /**
     * Early access (issue 25): scheduled chapters are readable this many days before their public
     * date by readers whose plan has early access; null turns it off.
     */
    earlyAccessDays: z
      .number({ error: 'Early access days must be a whole number from 1 to 30' })
      .int('Early access days must be a whole number from 1 to 30')
      .min(1, 'Early access days must be a whole number from 1 to 30')
      .max(30, 'Early access days must be a whole number from 1 to 30')
      .nullable(),
    /**
     * Exclusive story (issue 25): past the first published chapter, chapters are read with a plan
     * that has exclusive content. The story's owner sets it (PATCH is owner only).
     */
    exclusive: z.boolean({ error: 'Exclusive must be true or false' }),
    /** Reader downloads (issue 24): readers on a plan with offline downloads may download it. */
    readerDownloads: z.boolean({ error: 'Reader downloads must be true or false' }),
  })
  .partial();

/** GET /api/v1/stories: the signed-in user's stories (own and collaborating), newest update first. */
export const myStoriesQuerySchema = cursorQuerySchema.extend({
  q: searchTextSchema,
  genre: z.enum(STORY_GENRES).optional(),
  status: z.enum(STORY_STATUSES).optional(),
});

/** A card on My Stories (SPEC section 2). `role` is 'Owner' or the collaborator role. */
export const storyCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  genre: z.string(),
  status: z.string(),
  privacyLevel: z.string(),
  publicationStatus: z.string().nullable(),
  chapterCount: z.number().int(),
  viewCount: z.number().int(),
  wordCount: z.number().int(),
  coverImage: z.string().nullable(),
  updatedAt: z.string(),
  role: z.string(),
  isOwner: z.boolean(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

/** GET /api/v1/stories/:id, with the derived details of SPEC section 3 and the caller's abilities. */
export const storyDetailSchema = storyCardSchema.extend({
  ...storyLabelsSchema.shape,
  createdBy: z.uuid(),
  creatorUsername: z.string(),
  worldId: z.uuid().nullable(),
  worldName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Days of early access for scheduled chapters (1..30), null when off. */
  earlyAccessDays: z.number().int().nullable(),
  /** Exclusive story (issue 25). */
  exclusive: z.boolean(),
  /** Whether readers may download it (EPUB, offline reading); on unless the owner turned it off. */
  readerDownloads: z.boolean(),
  createdAt: z.string(),
  sessionCount: z.number().int(),
  lastSessionDate: z.string().nullable(),
  collaboratorCount: z.number().int(),
  abilities: z.object({
    update: z.boolean(),
    delete: z.boolean(),
    publish: z.boolean(),
    manageCollaborators: z.boolean(),
    /** Draft chapters, collaborators and sessions (every role on the story). */
    readDrafts: z.boolean(),
    /** The text and titles of chapters, and the live room read-write (not a Beta Reader). */
    writeChapters: z.boolean(),
    /** Add, reorder and delete chapters. */
    manageChapters: z.boolean(),
    /** Mark chapters published or draft. */
    publishChapters: z.boolean(),
    restoreVersions: z.boolean(),
  }),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;

/** A live writing session of a story (SPEC section 3) with who joined it, first joiner first. */
export const storySessionSchema = z.object({
  id: z.uuid(),
  storyId: z.uuid(),
  sessionDate: z.string(),
  /** When the last writer left the live room; null while the session is open. */
  endedAt: z.string().nullable(),
  /** Words the story gained during the session; null while it is open. */
  wordsAdded: z.number().int().nullable(),
  participants: z.array(z.object({ userId: z.uuid(), username: z.string(), joinedAt: z.string() })),
});
export type StorySession = z.infer<typeof storySessionSchema>;
/**
 * GET /api/v1/stories/:id/sessions: the newest 100 sessions, newest first. POST
 * .../sessions/join answers the one session joined: the story's open session of today (UTC),
 * created by the first writer to open the room; it ends when the last writer leaves the live room.
 */
export const storySessionListSchema = z.object({ items: z.array(storySessionSchema) });
