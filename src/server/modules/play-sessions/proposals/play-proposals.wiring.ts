import type { AppInstance } from '../../../app-types';
import type { PlaySessionsRepository } from '../play-sessions.repository';
import { scheduleProposalJobs } from './play-proposals.job';
import { createPlayProposalsRepository } from './play-proposals.repository';
import { playProposalsRoutes } from './play-proposals.routes';
import { createPlayProposalsService } from './play-proposals.service';

/**
 * Builds the proposals feature for the play-sessions plugin: the background job (stopped when
 * the app closes), `queue` for the importer to call after an import, and the routes to register
 * in the signed-in scope.
 */
export function playProposalsOf(app: AppInstance, sessions: PlaySessionsRepository) {
  const repo = createPlayProposalsRepository(app.ctx.database.db);
  const job = scheduleProposalJobs(repo, app.log);
  app.addHook('onClose', () => job.stop());
  const service = createPlayProposalsService({ sessions, repo, kick: job.kick });
  return {
    queue: async (sessionId: string) => {
      await repo.queue(sessionId);
      job.kick();
    },
    routes: playProposalsRoutes(service),
  };
}
