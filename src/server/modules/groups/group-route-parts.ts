import { z } from 'zod';
import { cursorQuerySchema } from '@common/schemas/pagination';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { errorBody } from '../../http/route-kit';
import { uploadedImages } from '../worlds/uploaded-images';
import { createGroupsService } from './groups.service';
import { createBoardService } from './group-board.service';

/** The group routes' error statuses (429 for the per-user brakes below). */
export const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
export const noContent = { 204: z.null(), ...errors };
export const pageQuery = cursorQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Brakes on scripts, generous for people: counted per signed-in user, like uploads. */
export const GROUP_RATE_LIMITS = {
  createGroup: perUserRateLimit('group-create', 10, 3_600_000),
  createThread: perUserRateLimit('group-thread', 20, 600_000),
  createPost: perUserRateLimit('group-post', 60, 60_000),
};
export const LIMITS = GROUP_RATE_LIMITS;

/** What the group route files share: the services, the tag and security blocks, the caller. */
export function groupRouteContext(app: AppInstance) {
  const groups = createGroupsService(app.ctx.database.db, uploadedImages(app));
  const board = createBoardService(app.ctx.database.db, groups);
  const open = { tags: ['groups'] };
  const signedIn = { tags: ['groups'], security: [{ session: [] }] };
  const auth = { preValidation: authenticate };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request);
  const viewer = (request: Parameters<typeof getSessionUser>[0]) => getSessionUser(request);
  return { groups, board, open, signedIn, auth, me, viewer };
}

export type GroupRouteContext = ReturnType<typeof groupRouteContext>;
