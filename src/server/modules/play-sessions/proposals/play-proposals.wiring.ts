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
  // With no worker here, runs stay queued for a server that has one.
  const job = app.ctx.config.playProposalWorkers > 0 ? scheduleProposalJobs(repo, app.log) : undefined;
  if (job) app.addHook('onClose', () => job.stop());
  const kick = () => job?.kick();
  const service = createPlayProposalsService({ sessions, repo, kick });
  return {
    queue: async (sessionId: string) => {
      await repo.queue(sessionId);
      kick();
    },
    routes: playProposalsRoutes(service),
  };
}
