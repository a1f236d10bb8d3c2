import { authorBrandInputSchema, myBrandSchema } from '@common/schemas/author-brand';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorBody, keepAnswersPrivate } from '../../http/route-kit';
import { uploadedImages } from '../worlds/uploaded-images';
import { createAuthorBrandRepository } from './author-brand.repository';
import { createAuthorBrandService } from './author-brand.service';

/**
 * Author branding (issue 27, item 4):
 * - GET /api/v1/me/brand -> {brand, included, whiteLabelIncluded, refusal}: the saved brand (empty
 *   when none) and whether the plan includes it (refusal names the plan when not).
 * - PUT /api/v1/me/brand {logoImage, bannerImage, accentColor, footerLine, siteUrl,
 *   newsletterUrl, whiteLabel, embedDomains} -> the same. 403 UPGRADE_REQUIRED on a plan without
 *   custom branding (or white-label); 400 for an accent failing contrast in a theme (named), a
 *   link that is not https, a footer over 140 characters, or an image not the caller's upload.
 *   Session only: it changes what the public sees under the author's name.
 */
export async function authorBrandRoutes(app: AppInstance) {
  const service = createAuthorBrandService(
    createAuthorBrandRepository(app.ctx.database.db),
    uploadedImages(app),
  );
  const common = { tags: ['users'], security: [{ session: [] }] };
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/brand',
    {
      config: { apiToken: 'allowed' },
      preValidation: authenticate,
      schema: { ...common, summary: 'Your brand settings', response: { 200: myBrandSchema, 401: errorBody } },
    },
    async (request) => service.mine(await requireUser(request)),
  );

  app.put(
    '/api/v1/me/brand',
    {
      preValidation: authenticate,
      schema: {
        ...common,
        summary: 'Save your brand settings',
        body: authorBrandInputSchema,
        response: { 200: myBrandSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.save(await requireUser(request), request.body),
  );
}
