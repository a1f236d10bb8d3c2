import { storyReviewsQuerySchema } from '@common/schemas/reviews';
import {
  acquireResultSchema,
  myTemplatesSchema,
  refundResultSchema,
  templateImportResultSchema,
  templateReviewInputSchema,
  templateReviewsPageSchema,
  templateSalesSchema,
  useResultSchema,
} from '@common/schemas/template-acquisitions';
import { templateFileSchema } from '@common/schemas/template-content';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createAcquisitionsService } from './acquisitions.service';
import { createTemplateContentService } from './template-content.service';
import { createTemplateReviewsService } from './template-reviews.service';
import { createTemplateUseService } from './template-use';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Acquiring and using templates (contract: src/common/schemas/template-acquisitions.ts):
 * download, purchase, use, refund, reviews, export/import, My Templates and sales. Every write
 * needs sign-in (401 before validation); a template the caller may not see answers 404.
 */
export async function templateAcquisitionRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const acquisitions = createAcquisitionsService(db, app.ctx.payments, app.ctx.config.publicUrl);
  const use = createTemplateUseService(db);
  const reviewsService = createTemplateReviewsService(db);
  const content = createTemplateContentService(db);
  const common = { tags: ['marketplace'] };
  const signedIn = { preValidation: authenticate };
  const templatePath = '/api/v1/marketplace/templates/:id';

  // Answers depend on the caller and change with every acquisition.
  keepAnswersPrivate(app);

  app.post(
    `${templatePath}/download`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: { ...common, params: idParams, response: { 200: acquireResultSchema, ...errors } },
    },
    async (request) => acquisitions.download(await requireUser(request), request.params.id),
  );

  app.post(
    `${templatePath}/purchase`,
    {
      ...signedIn,
      schema: { ...common, params: idParams, response: { 200: acquireResultSchema, ...errors } },
    },
    async (request) => acquisitions.purchase(await requireUser(request), request.params.id),
  );

  app.post(
    `${templatePath}/use`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: { ...common, params: idParams, response: { 201: useResultSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await use.use(await requireUser(request), request.params.id)),
  );

  app.post(
    `${templatePath}/refund`,
    {
      ...signedIn,
      schema: { ...common, params: idParams, response: { 200: refundResultSchema, ...errors } },
    },
    async (request) => acquisitions.refund(await requireUser(request), request.params.id),
  );

  app.get(
    `${templatePath}/reviews`,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: idParams,
        querystring: storyReviewsQuerySchema,
        response: { 200: templateReviewsPageSchema, ...errors },
      },
    },
    async (request) => reviewsService.list(await getSessionUser(request), request.params.id, request.query),
  );

  app.post(
    `${templatePath}/reviews`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        params: idParams,
        body: templateReviewInputSchema,
        response: { 201: z.object({ created: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviewsService.add(await requireUser(request), request.params.id, request.body)),
  );

  app.get(
    `${templatePath}/export`,
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: idParams, response: { 200: z.unknown(), ...errors } },
    },
    async (request, reply) => {
      const file = await content.exportFile(await getSessionUser(request), request.params.id);
      return reply.header('content-disposition', 'attachment; filename="template.json"').send(file);
    },
  );

  app.post(
    '/api/v1/marketplace/templates/import',
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        body: templateFileSchema,
        response: { 200: templateImportResultSchema, ...errors },
      },
    },
    async (request) => {
      await requireUser(request);
      return content.importFile(request.body);
    },
  );

  app.get(
    '/api/v1/me/templates',
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: { ...common, response: { 200: myTemplatesSchema, ...errors } },
    },
    async (request) => acquisitions.mine(await requireUser(request)),
  );

  app.get(
    '/api/v1/me/template-sales',
    { ...signedIn, schema: { ...common, response: { 200: templateSalesSchema, ...errors } } },
    async (request) => acquisitions.sales(await requireUser(request)),
  );
}
