import type { RecommendedStory } from '@common/schemas/dashboard';
import type { AlsoRead, Recommendations } from '@common/schemas/recommendations';
import { plansWith, UPGRADE_URL } from '@common/entitlement-refusals';
import type { Db } from '../../db/client';
import { requirePublished } from '../library/library.policy';
import { createRecommendationsRepository } from './recommendations.repository';
import { getsPersonalList, viewerOf } from './recommendations.policy';

/** Adds the stories of `more` not yet in `list`, up to `limit`. */
function fill(list: RecommendedStory[], more: RecommendedStory[], limit: number): RecommendedStory[] {
  const seen = new Set(list.map((s) => s.id));
  for (const story of more) {
    if (list.length >= limit) break;
    if (!seen.has(story.id)) list.push(story);
    seen.add(story.id);
  }
  return list;
}

/**
 * The two lists taken in turn (first of each, then second of each...), each story once, up to
 * `limit`: neither the neighbours nor the content match can crowd the other out.
 */
function interleave(a: RecommendedStory[], b: RecommendedStory[], limit: number): RecommendedStory[] {
  const turns: RecommendedStory[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    turns.push(...[a[i], b[i]].filter((s) => s !== undefined));
  return fill([], turns, limit);
}

/**
 * Recommendations (issue 25). The personal list is collaborative filtering first (the job's
 * story neighbours), filled up from the content-based fallback (followed authors, tags, genres)
 * and then from the popular list, so a new reader still gets a full list. Other plans get the
 * popular list and the names of the plans that learn from reading.
 */
export function createRecommendationsService(db: Db) {
  const repo = createRecommendationsRepository(db);

  return {
    async forReader(user: { id: string; subscriptionTier: string }, limit: number): Promise<Recommendations> {
      const viewer = { ...viewerOf(user), id: user.id };
      if (!getsPersonalList(user.subscriptionTier))
        return {
          kind: 'popular',
          items: await repo.popular(viewer, limit),
          plans: plansWith('aiRecommendations'),
          upgradeUrl: UPGRADE_URL,
        };
      const [neighbours, content] = await Promise.all([
        repo.personal(viewer, limit),
        repo.contentBased(viewer, limit),
      ]);
      const items = interleave(neighbours, content, limit);
      if (items.length < limit) fill(items, await repo.popular(viewer, limit * 2), limit);
      return { kind: 'personal', items, plans: null, upgradeUrl: null };
    },

    /** Readers of this story also read; 404 like the story page when the story is not in the library. */
    async alsoRead(
      storyId: string,
      user: { id: string; subscriptionTier: string } | null,
      limit: number,
    ): Promise<AlsoRead> {
      requirePublished(await repo.findStory(storyId));
      const viewer = viewerOf(user);
      const items = await repo.alsoRead(storyId, viewer, limit);
      if (items.length < limit) fill(items, await repo.similarContent(storyId, viewer, limit * 2), limit);
      return { items };
    },
  };
}
