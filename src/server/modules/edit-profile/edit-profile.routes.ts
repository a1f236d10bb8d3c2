import { z } from 'zod';
import { profileUpdateResultSchema, profileUpdateSchema } from '@common/schemas/profile-update';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { callAuth, forwardCookies, redirectTarget } from '../../auth/auth-proxy';
import { EMAIL_CHANGE_CONFIRM_PATH } from '../../auth/auth-links';
import { errorBody, PRIVATE_NO_STORE } from '../../http/route-kit';
import { uploadedImages } from '../worlds/uploaded-images';
import { createEditProfileRepository } from './edit-profile.repository';
import { createEditProfileService } from './edit-profile.service';
import { createEmailChange } from './email-change';

/** Where the e-mail confirmation link lands: the edit profile screen shows the outcome. */
export const EMAIL_CONFIRMED_TARGET = '/profile/edit?email=confirmed';
export const EMAIL_CONFIRM_FAILED_TARGET = '/profile/edit?email=invalid';

/**
 * Edit profile (SPEC sections 2, 4, 5):
 * - PATCH /api/v1/me/profile {username, email, bio, profileImage, currentPassword?} -> {user, pendingEmail}.
 *   400 VALIDATION_ERROR with the SPEC's field messages, 'Invalid image URL', or a missing/wrong
 *   current password (field currentPassword); 409 USERNAME_TAKEN; 401 when signed out.
 * - GET /api/v1/me/email-change/confirm?token= (the link mailed to the new address): the change
 *   takes effect, then a redirect to /profile/edit?email=confirmed; a bad, expired or used link,
 *   or one superseded by a newer request, redirects to /profile/edit?email=invalid.
 */
export async function editProfileRoutes(app: AppInstance) {
  const service = createEditProfileService(
    createEditProfileRepository(app.ctx.database.db),
    uploadedImages(app),
    createEmailChange(app.ctx.auth),
  );

  app.patch(
    '/api/v1/me/profile',
    {
      preValidation: authenticate,
      schema: {
        tags: ['users'],
        security: [{ session: [] }],
        body: profileUpdateSchema,
        response: { 200: profileUpdateResultSchema, 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return service.update(user.id, request.headers.cookie ?? '', request.body);
    },
  );

  app.get(
    EMAIL_CHANGE_CONFIRM_PATH,
    { schema: { tags: ['users'], querystring: z.object({ token: z.string().max(4000).optional() }) } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const links = app.ctx.auth.emailChangeLinks;
      const userId = await links.ownerOf(token);
      if (!userId) return reply.redirect(EMAIL_CONFIRM_FAILED_TARGET);
      const result = await callAuth(request, {
        method: 'GET',
        path: '/verify-email',
        query: { token, callbackURL: EMAIL_CONFIRMED_TARGET },
      });
      const target = redirectTarget(result, app.ctx.config.publicUrl);
      if (!target || target.params.has('error')) return reply.redirect(EMAIL_CONFIRM_FAILED_TARGET);
      await links.forget(userId);
      forwardCookies(result, reply);
      return reply.redirect(target.path);
    },
  );
}
