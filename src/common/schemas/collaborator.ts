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
