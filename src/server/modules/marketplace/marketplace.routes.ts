import { z } from 'zod';
import {
  customTemplateCreateSchema,
  marketplaceStoryPageSchema,
  marketplaceStoryQuerySchema,
  templateCreateSchema,
  templateDetailSchema,
  templateDraftParamsSchema,
  templateDraftSchema,
  templateListPageSchema,
  templateListQuerySchema,
  templateUpdateSchema,
  templateVersionContentSchema,
  templateVersionInputSchema,
} from '@common/schemas/marketplace';
import type { AppInstance } from '../../app-types';
import { authenticate, getSessionUser, requireUser } from '../../auth/session';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createSearchRepository } from '../search/search.repository';
import { createSearchService } from '../search/search.service';
import { advancedSearchFor } from '../search/advanced-search.service';
import { uploadedImages } from '../worlds/uploaded-images';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { compiledAnswers } from '../../http/compiled-serializer';
import { createAcquisitionsLookup } from './marketplace-acquisitions';
import { createMarketplaceRepository } from './marketplace.repository';
import { createMarketplaceService } from './marketplace.service';
import { buildTemplateDraft } from './template-drafts';
import { createCustomTemplates } from './custom-templates';
import { createExclusiveTemplates } from './exclusive-templates.service';
import { templateExclusiveInputSchema } from '@common/schemas/template-exclusive';
import { createTemplateDraftsRepository } from './template-drafts.repository';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const versionParams = idParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });

/**
 * The marketplace API (contract: src/common/schemas/marketplace.ts). Browsing and template pages
 * welcome guests; creating and managing templates needs sign-in (401 'User not authenticated'
 * before any validation) and, for someone else's template, answers 404.
 */
export async function marketplaceRoutes(app: AppInstance) {
  const db = app.ctx.database.db;
  const marketplace = createMarketplaceService({
    repo: createMarketplaceRepository(db),
    acquisitions: createAcquisitionsLookup(db),
    notifications: createNotificationsRepository(db),
    search: createSearchService(createSearchRepository(db)),
    advanced: advancedSearchFor(db),
    images: uploadedImages(app),
  });
  const drafts = createTemplateDraftsRepository(db);
  const customTemplates = createCustomTemplates(db);
  const exclusiveTemplates = createExclusiveTemplates(db);
  const common = { tags: ['marketplace'] };
  const signedIn = { preValidation: authenticate };
  const base = '/api/v1/marketplace';

  // Answers carry the caller's flags, and unpublishing must take effect at once.
  keepAnswersPrivate(app);

  app.get(
    `${base}/templates`,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        querystring: templateListQuerySchema,
        response: { 200: templateListPageSchema, ...errors },
      },
      ...compiledAnswers,
    },
    async (request) => marketplace.listTemplates(await getSessionUser(request), request.query),
  );

  app.get(
    `${base}/stories`,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        querystring: marketplaceStoryQuerySchema,
        response: { 200: marketplaceStoryPageSchema, ...errors },
      },
    },
    async (request) => marketplace.listStories(await getSessionUser(request), request.query),
  );

  app.get(
    `${base}/templates/:id`,
    {
      config: { apiToken: 'allowed' },
      schema: { ...common, params: idParams, response: { 200: templateDetailSchema, ...errors } },
    },
    async (request) => marketplace.getTemplate(await getSessionUser(request), request.params.id),
  );

  app.get(
    `${base}/templates/:id/versions/:version`,
    {
      config: { apiToken: 'allowed' },
      schema: {
        ...common,
        params: versionParams,
        response: { 200: templateVersionContentSchema, ...errors },
      },
    },
    async (request) =>
      marketplace.getVersion(await getSessionUser(request), request.params.id, request.params.version),
  );

  app.post(
    `${base}/templates`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: { ...common, body: templateCreateSchema, response: { 201: templateDetailSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await marketplace.create(await requireUser(request), request.body)),
  );

  app.patch(
    `${base}/templates/:id`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        params: idParams,
        body: templateUpdateSchema,
        response: { 200: templateDetailSchema, ...errors },
      },
    },
    async (request) => marketplace.update(await requireUser(request), request.params.id, request.body),
  );

  app.post(
    `${base}/templates/:id/versions`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        params: idParams,
        body: templateVersionInputSchema,
        response: { 201: templateDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await marketplace.addVersion(await requireUser(request), request.params.id, request.body)),
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'unpublished'],
  ] as const) {
    app.post(
      `${base}/templates/:id/${action}`,
      {
        config: { apiToken: 'allowed' },
        ...signedIn,
        schema: { ...common, params: idParams, response: { 200: templateDetailSchema, ...errors } },
      },
      async (request) => marketplace.setStatus(await requireUser(request), request.params.id, status),
    );
  }

  // Session only (an admin's action too): never with an API token.
  app.put(
    `${base}/templates/:id/exclusive`,
    {
      ...signedIn,
      schema: {
        ...common,
        params: idParams,
        body: templateExclusiveInputSchema,
        response: { 200: templateDetailSchema, ...errors },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      await exclusiveTemplates.set(me, request.params.id, request.body.exclusive);
      return marketplace.getTemplate(me, request.params.id);
    },
  );

  app.delete(
    `${base}/templates/:id`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: { ...common, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await marketplace.remove(await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${base}/drafts/:kind/:id`,
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        params: templateDraftParamsSchema,
        response: { 200: templateDraftSchema, ...errors },
      },
    },
    async (request) =>
      buildTemplateDraft(drafts, (await requireUser(request)).id, request.params.kind, request.params.id),
  );

  app.post(
    '/api/v1/me/custom-templates',
    {
      config: { apiToken: 'allowed' },
      ...signedIn,
      schema: {
        ...common,
        body: customTemplateCreateSchema,
        response: { 201: templateDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const id = await customTemplates.save(me.id, request.body.kind, request.body.id);
      return reply.status(201).send(await marketplace.getTemplate(me, id));
    },
  );
}
