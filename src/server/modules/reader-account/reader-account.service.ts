import type { Page } from '@common/schemas/pagination';
import type { MyReview, ReadingActivity } from '@common/schemas/reader-account';
import type { REVIEW_TARGET_TYPES } from '@common/constants';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { ReaderAccountRepository } from './reader-account.repository';

type Row = Awaited<ReturnType<ReaderAccountRepository['myReviews']>>[number];
type TargetType = (typeof REVIEW_TARGET_TYPES)[number];

/**
 * The name and address of what a review is about, with SPEC section 8's fallbacks. A template
 * links to its page; a world, which has no page of its own, to the author who made it.
 */
function target(row: Row): { targetName: string; link: string | null } {
  switch (row.targetType as TargetType) {
    case 'Story':
      return {
        targetName: row.storyTitle ?? 'Unknown Story',
        link: row.storyPublished ? `/library/${row.targetId}` : null,
      };
    case 'User':
      return {
        targetName: row.username ?? 'Unknown User',
        link: row.username ? `/authors/${encodeURIComponent(row.username)}` : null,
      };
    case 'Template':
      return {
        targetName: row.templateName ?? 'Unknown Template',
        link: row.templateName ? `/marketplace/templates/${row.targetId}` : null,
      };
    default:
      return {
        targetName: row.worldName ?? 'Unknown World',
        link: row.worldCreator ? `/authors/${encodeURIComponent(row.worldCreator)}` : null,
      };
  }
}

/** The reader account's own data: the 7-day reading chart and the reviews the reader wrote. */
export function createReaderAccountService(repo: ReaderAccountRepository) {
  return {
    async readingActivity(userId: string): Promise<ReadingActivity> {
      return { days: await repo.lastDays(userId) };
    },

    async myReviews(userId: string, limit: number, cursor?: string): Promise<Page<MyReview>> {
      const page = toPage(await repo.myReviews(userId, limit, decodeCursor(cursor)), limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((row) => ({
          id: row.id,
          targetType: row.targetType as TargetType,
          ...target(row),
          overallRating: row.overallRating,
          reviewText: row.reviewText,
          reviewDate: row.reviewDate.toISOString(),
        })),
      };
    },
  };
}
