import { runNeighboursJob } from '../../modules/recommendations/recommendations.job';
import type { SeedContext } from './demo-seed-context';

/**
 * Recommendations for the demo (issue 25): the readers' histories seeded before (progress,
 * ratings, bookmarks) go through the recommendation job once, so quinn (Story Connoisseur) sees
 * a personal Recommended for You and every story page its Readers of this story also read from
 * the first start, without waiting for the job's first scheduled run.
 */
export async function seedDemoRecommendations(ctx: SeedContext): Promise<void> {
  await runNeighboursJob(ctx.tx, ctx.now);
}
