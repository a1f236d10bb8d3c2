import { PAGE_SIZES } from '@common/constants';
import type {
  ActivityItem,
  CreatorDashboard,
  DashboardStat,
  DashboardStatName,
  ReaderDashboard,
} from '@common/schemas/dashboard';
import type { Db } from '../../db/client';
import { createStatsRepository } from '../stats/stats.repository';
import { getXpThisMonth, progressToMaster } from '../xp/xp.service';
import { createDashboardRepository } from './dashboard.repository';
import { mergeRecentActivity } from './recent-activity';

/** Panels list this many: My Active Stories, Continue Reading, Recommended. */
export const DASHBOARD_PANEL_SIZE = 3;

/** Hours Read (SPEC section 9): total minutes / 60, rounded to the nearest hour (half up). */
export const hoursFromMinutes = (minutes: number): number => Math.round(Math.max(0, minutes) / 60);

type Logger = { error(obj: object, msg: string): void };

/** The dashboard's numbers and panels for the signed-in user. */
export function createDashboardService(db: Db, log: Logger) {
  const repo = createDashboardRepository(db);
  const stats = createStatsRepository(db);

  const statReaders: Record<DashboardStatName, (userId: string) => Promise<number>> = {
    activeStories: repo.countActiveStories,
    characters: repo.countCharacters,
    worlds: repo.countWorlds,
    xpThisMonth: (userId) => getXpThisMonth(db, userId),
    storiesRead: repo.countStoriesFinished,
    hoursRead: async (userId) => hoursFromMinutes(await repo.sumReadingMinutes(userId)),
    readingStreak: (userId) => stats.getReadingStreak(userId),
    bookmarked: repo.countBookmarks,
  };

  /** SPEC section 8: a failure to load recent activity shows an empty list, never an error. */
  async function recentActivity(userId: string, limit: number): Promise<ActivityItem[]> {
    try {
      return mergeRecentActivity(await repo.recentActivityRows(userId), limit);
    } catch (err) {
      log.error({ err }, 'recent activity failed to load');
      return [];
    }
  }

  return {
    /** One stat alone, for a card's refresh button. */
    async stat(userId: string, name: DashboardStatName): Promise<DashboardStat> {
      return { name, value: await statReaders[name](userId) };
    },

    async creator(userId: string): Promise<CreatorDashboard> {
      const [activeStories, characters, worlds, xpThisMonth] = await Promise.all([
        statReaders.activeStories(userId),
        statReaders.characters(userId),
        statReaders.worlds(userId),
        statReaders.xpThisMonth(userId),
      ]);
      const xp = await repo.findXp(userId);
      const stories = await repo.activeStories(userId, DASHBOARD_PANEL_SIZE);
      return {
        stats: { activeStories, characters, worlds, xpThisMonth },
        activeStories: stories.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() })),
        experiencePoints: xp.experiencePoints,
        userLevel: xp.userLevel,
        progressToMaster: progressToMaster(xp.experiencePoints),
        recentActivity: await recentActivity(userId, PAGE_SIZES.dashboardActivity),
      };
    },

    async reader(userId: string): Promise<ReaderDashboard> {
      const [storiesRead, hoursRead, readingStreak, bookmarked] = await Promise.all([
        statReaders.storiesRead(userId),
        statReaders.hoursRead(userId),
        statReaders.readingStreak(userId),
        statReaders.bookmarked(userId),
      ]);
      const continueReading = await repo.continueReading(userId, DASHBOARD_PANEL_SIZE);
      const favoriteGenre = await stats.getFavoriteGenre(userId);
      return {
        stats: { storiesRead, hoursRead, readingStreak, bookmarked },
        continueReading: continueReading.map((c) => ({
          ...c,
          authorUsername: c.authorUsername ?? 'Unknown',
          progressPercentage: Number(c.progressPercentage),
          rating: c.rating === null ? null : Number(c.rating),
          lastReadAt: c.lastReadAt.toISOString(),
        })),
        favoriteGenre,
      };
    },
  };
}
