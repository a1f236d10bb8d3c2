import { z } from 'zod';
import {
  filterPresetInputSchema,
  filterPresetListSchema,
  filterPresetPatchSchema,
  filterPresetSchema,
} from '@common/schemas/filter-presets';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { errorResponses, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { createFilterPresetsRepository } from './filter-presets.repository';
import { createFilterPresetsService } from './filter-presets.service';

/**
 * Saved library filter presets (issue 25; contract: src/common/schemas/filter-presets.ts): the
 * caller's own, kept with the account so they follow it to any browser. API tokens may use them
 * (reading is what tokens are for).
 */
export async function filterPresetsRoutes(app: AppInstance) {
  const presets = createFilterPresetsService(createFilterPresetsRepository(app.ctx.database.db));
  const common = { tags: ['library'] };
  const options = { preValidation: authenticate, config: { apiToken: 'allowed' as const } };
  keepAnswersPrivate(app);

  app.get(
    '/api/v1/me/filter-presets',
    { ...options, schema: { ...common, response: { 200: filterPresetListSchema, ...errorResponses } } },
    async (request) => presets.list(await requireUser(request)),
  );

  app.post(
    '/api/v1/me/filter-presets',
    {
      ...options,
      schema: {
        ...common,
        body: filterPresetInputSchema,
        response: { 201: filterPresetSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const preset = await presets.create(await requireUser(request), request.body);
      return reply.code(201).send(preset);
    },
  );

  app.patch(
    '/api/v1/me/filter-presets/:id',
    {
      ...options,
      schema: {
        ...common,
        params: idParams,
        body: filterPresetPatchSchema,
        response: { 200: filterPresetSchema, ...errorResponses },
      },
    },
    async (request) => presets.update(await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/me/filter-presets/:id',
    {
      ...options,
      schema: { ...common, params: idParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await presets.remove(await requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
