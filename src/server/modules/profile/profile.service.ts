import { PAGE_SIZES } from '@common/constants';
import type { ProfileSummary } from '@common/schemas/profile';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../errors';
import { createAuthorsRepository } from '../authors/authors.repository';
import { createCharactersRepository } from '../characters/characters.repository';
import { createUsersRepository } from '../users/users.repository';
import { toCurrentUser } from '../users/users.service';
import { privateWorldLimit } from '../entitlements/entitlements.policy';
import { createWorldsRepository } from '../worlds/worlds.repository';
import { levelForXp, progressToMaster } from '../xp/xp.service';
import { computeAchievements } from './achievements';
import { createProfileRepository } from './profile.repository';

/** Profile tabs list at most 5 items (SPEC section 9). */
const TAB_SIZE = PAGE_SIZES.profileTab;

/**
 * The signed-in user's /profile in one answer: who they are, level and Progress to Master from
 * their XP (xp-rules.ts), stats, achievements, private-world usage against their tier (the
 * worlds policy's limit and count), and the first five of each tab with its total.
 */
export function createProfileService(db: Db) {
  const users = createUsersRepository(db);
  const profile = createProfileRepository(db);
  const worlds = createWorldsRepository(db);
  const characters = createCharactersRepository(db);
  const authors = createAuthorsRepository(db);

  return {
    async summary(me: { id: string }): Promise<ProfileSummary> {
      const row = await users.findById(me.id);
      if (!row) throw unauthenticated();
      const [counts, privateWorlds, storyRows, characterRows, worldRows, reviewRows] = await Promise.all([
        profile.counts(me.id),
        worlds.countPrivateWorlds(me.id),
        profile.latestStories(me.id, TAB_SIZE),
        characters.listByOwner(me.id, { take: TAB_SIZE }),
        worlds.listByCreator(me.id, { take: TAB_SIZE }),
        authors.listReviews(me.id, TAB_SIZE),
      ]);
      const level = levelForXp(row.experiencePoints);
      return {
        user: { ...toCurrentUser(row), userLevel: level },
        level,
        experiencePoints: row.experiencePoints,
        progressToMaster: progressToMaster(row.experiencePoints),
        stats: {
          stories_count: counts.storiesCount,
          characters_count: counts.charactersCount,
          worlds_count: counts.worldsCount,
          avg_rating: counts.avgRating,
        },
        achievements: computeAchievements(counts),
        usage: { privateWorlds, privateWorldLimit: privateWorldLimit(row.subscriptionTier) },
        stories: {
          total: counts.storiesCount,
          items: storyRows.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() })),
        },
        characters: {
          total: counts.charactersCount,
          items: characterRows.map((c) => ({
            id: c.id,
            name: c.name,
            speakingStyle: c.speakingStyle,
            privacyLevel: c.privacyLevel,
          })),
        },
        worlds: {
          total: counts.worldsCount,
          items: worldRows.map((w) => ({
            id: w.id,
            name: w.name,
            genre: w.genre,
            technologyLevel: w.technologyLevel,
            privacyLevel: w.privacyLevel,
          })),
        },
        reviews: {
          total: counts.reviewsOfUser,
          items: reviewRows.slice(0, TAB_SIZE).map((r) => ({
            review_id: r.id,
            reviewer_username: r.reviewerUsername ?? 'Anonymous',
            review_date: r.reviewDate.toISOString(),
            overall_rating: r.overallRating,
            review_text: r.reviewText,
          })),
        },
      };
    },
  };
}
