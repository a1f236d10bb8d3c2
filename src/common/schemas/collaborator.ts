import { z } from 'zod';
import { COLLABORATOR_ROLES } from '../constants';

/** GET /api/v1/users/search?q=: by username (partial) or exact e-mail; at most 20; never returns e-mails. */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
});
export const userSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  profileImage: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const addCollaboratorSchema = z.object({
  userId: z.uuid('Choose a user'),
  role: z.enum(COLLABORATOR_ROLES).default('Collaborator'),
});
export const collaboratorSchema = userSummarySchema.extend({ role: z.string(), joinedAt: z.string() });
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** GET /api/v1/users/search answer: at most 20 users, never with e-mails, never the caller. */
export const userSearchResultSchema = z.object({ items: z.array(userSummarySchema) });

/** GET/POST /api/v1/stories/:id/collaborators: the story's collaborators (the owner is not one). */
export const collaboratorListSchema = z.object({ items: z.array(collaboratorSchema) });

/** A story as the /collaborators screen names it. */
export const collaborationStorySchema = z.object({ id: z.uuid(), title: z.string(), status: z.string() });

/**
 * GET /api/v1/collaborations, the /collaborators screen. `owned`: the caller's stories that have
 * at least one collaborator, newest update first, each with its collaborators. `collaborating`:
 * the stories the caller is a collaborator of, with their role and the owner's username
 * ('Unknown' when missing, SPEC section 8).
 */
export const collaborationsSchema = z.object({
  owned: z.array(z.object({ story: collaborationStorySchema, collaborators: z.array(collaboratorSchema) })),
  collaborating: z.array(
    z.object({ story: collaborationStorySchema, role: z.string(), ownerUsername: z.string() }),
  ),
});
export type Collaborations = z.infer<typeof collaborationsSchema>;
