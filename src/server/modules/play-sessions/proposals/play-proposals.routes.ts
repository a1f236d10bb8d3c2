import {
  playProposalAcceptSchema,
  playProposalListSchema,
  playProposalParams,
} from '@common/schemas/play-proposals';
import type { AppInstance } from '../../../app-types';
import { requireUser } from '../../../auth/session';
import { errorResponses, idParams } from '../../../http/route-kit';
import type { PlayProposalsService } from './play-proposals.service';

const common = { tags: ['play sessions'], security: [{ session: [] }] };
const token = { apiToken: 'allowed' as const };
const answers = { 200: playProposalListSchema, ...errorResponses };

/**
 * Names proposed from a session's log (issue 23, item 7). Every answer is the session's whole
 * proposal list with the job's progress, so the screen redraws from one shape.
 */
export function playProposalsRoutes(proposals: PlayProposalsService) {
  return async (app: AppInstance) => {
    app.get(
      '/api/v1/play-sessions/:id/proposals',
      { config: token, schema: { ...common, params: idParams, response: answers } },
      async (request) => proposals.list(await requireUser(request), request.params.id),
    );

    app.post(
      '/api/v1/play-sessions/:id/proposals/find',
      { config: token, schema: { ...common, params: idParams, response: answers } },
      async (request) => proposals.findNames(await requireUser(request), request.params.id),
    );

    app.post(
      '/api/v1/play-sessions/:id/proposals/:proposalId/accept',
      {
        config: token,
        schema: { ...common, params: playProposalParams, body: playProposalAcceptSchema, response: answers },
      },
      async (request) =>
        proposals.accept(
          await requireUser(request),
          request.params.id,
          request.params.proposalId,
          request.body ?? {},
        ),
    );

    app.post(
      '/api/v1/play-sessions/:id/proposals/:proposalId/link',
      { config: token, schema: { ...common, params: playProposalParams, response: answers } },
      async (request) =>
        proposals.link(await requireUser(request), request.params.id, request.params.proposalId),
    );

    app.post(
      '/api/v1/play-sessions/:id/proposals/:proposalId/dismiss',
      { config: token, schema: { ...common, params: playProposalParams, response: answers } },
      async (request) =>
        proposals.dismiss(await requireUser(request), request.params.id, request.params.proposalId),
    );
  };
}
