import { ANALYTICS_DEFAULT_DAYS, addDays, eachDay, isoDay } from '@common/analytics';
import type {
  AnalyticsQuery,
  AuthorAnalytics,
  AuthorDay,
  ChapterReads,
  Sources,
  StoryAnalytics,
  StoryDay,
  StoryTotals,
} from '@common/schemas/analytics';
import type { SessionUser } from '../../auth/session';
import type { AnalyticsRepository, AuthorDayRow, StoryDayRow } from './analytics.repository';
import { assertMaySeeAnalytics, assertOwnStory } from './analytics.policy';

type Caller = Pick<SessionUser, 'id' | 'subscriptionTier'>;
/** The overview lists at most this many stories (an author's whole shelf in practice). */
const STORY_LIST_LIMIT = 200;

/** The period asked for, or the last 30 days up to today (UTC). */
export function resolvePeriod(query: AnalyticsQuery, now = new Date()) {
  const to = query.to ?? (query.from ? addDays(query.from, ANALYTICS_DEFAULT_DAYS - 1) : isoDay(now));
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  return { from, to };
}

const zeroDay = (day: string): StoryDay => ({
  day,
  views: 0,
  readers: 0,
  bookmarks: 0,
  comments: 0,
  ratings: 0,
  reviews: 0,
});

/** Dense days (zeros where nothing happened), the sources and the totals of summed rows. */
function summarise(rows: StoryDayRow[], from: string, to: string) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = eachDay(from, to).map((day): StoryDay => {
    const r = byDay.get(day);
    if (!r) return zeroDay(day);
    return {
      day,
      views: r.views,
      readers: r.readers,
      bookmarks: r.bookmarks,
      comments: r.comments,
      ratings: r.ratings,
      reviews: r.reviews,
    };
  });
  const sum = (pick: (r: StoryDayRow) => number) => rows.reduce((n, r) => n + Number(pick(r)), 0);
  const ratings = sum((r) => r.ratings);
  const progressReaders = sum((r) => r.progress_readers);
  const totals: StoryTotals = {
    views: sum((r) => r.views),
    readers: sum((r) => r.readers),
    bookmarks: sum((r) => r.bookmarks),
    comments: sum((r) => r.comments),
    ratings,
    reviews: sum((r) => r.reviews),
    averageRating: ratings > 0 ? Math.round((sum((r) => r.rating_total) / ratings) * 10) / 10 : null,
    readThrough: progressReaders > 0 ? Math.round(sum((r) => r.progress_total) / progressReaders) : null,
  };
  const sources: Sources = {
    internal: sum((r) => r.from_internal),
    feed: sum((r) => r.from_feed),
    external: sum((r) => r.from_external),
    direct: sum((r) => r.from_direct),
  };
  return { days, totals, sources };
}

function authorDays(rows: AuthorDayRow[], from: string, to: string): AuthorDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return eachDay(from, to).map((day) => {
    const r = byDay.get(day);
    return {
      day,
      followersGained: r?.followers_gained ?? 0,
      followersLost: r?.followers_lost ?? 0,
      templateSales: r?.template_sales ?? 0,
      earningsCents: r?.earnings_cents ?? 0,
    };
  });
}

/** Chapter readers with each one's share of the first chapter's (the drop-off). */
export function dropOff(
  rows: { id: string; position: number; title: string; readers: number }[],
): ChapterReads[] {
  const first = rows[0]?.readers ?? 0;
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    readers: r.readers,
    retained: first > 0 ? Math.round((r.readers / first) * 100) : null,
  }));
}

/** Story analytics (issue 27): every number from the daily rollups, for the caller's own stories. */
export function createAnalyticsService(repo: AnalyticsRepository) {
  return {
    async story(caller: Caller, storyId: string, query: AnalyticsQuery): Promise<StoryAnalytics> {
      assertMaySeeAnalytics(caller.subscriptionTier);
      const story = assertOwnStory(await repo.findStory(storyId), caller.id);
      const { from, to } = resolvePeriod(query);
      const [rows, chapters] = await Promise.all([
        repo.storyDays(story.id, from, to),
        repo.chapterReads(story.id, from, to),
      ]);
      return {
        story: { id: story.id, title: story.title },
        period: { from, to },
        ...summarise(rows, from, to),
        chapters: dropOff(chapters),
      };
    },

    async author(caller: Caller, query: AnalyticsQuery): Promise<AuthorAnalytics> {
      assertMaySeeAnalytics(caller.subscriptionTier);
      const { from, to } = resolvePeriod(query);
      const [rows, authorRows, stories] = await Promise.all([
        repo.authorStoryDays(caller.id, from, to),
        repo.authorDays(caller.id, from, to),
        repo.authorStories(caller.id, from, to, STORY_LIST_LIMIT),
      ]);
      const { days, totals, sources } = summarise(rows, from, to);
      const perAuthor = authorDays(authorRows, from, to);
      const add = (pick: (d: AuthorDay) => number) => perAuthor.reduce((n, d) => n + pick(d), 0);
      return {
        period: { from, to },
        days,
        totals: {
          ...totals,
          followersGained: add((d) => d.followersGained),
          followersLost: add((d) => d.followersLost),
          templateSales: add((d) => d.templateSales),
          earningsCents: add((d) => d.earningsCents),
        },
        sources,
        authorDays: perAuthor,
        stories,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
