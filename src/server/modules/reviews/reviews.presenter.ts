import type { StoryReview } from '@common/schemas/reviews';
import type { ReviewRow } from './reviews.repository';

/** SPEC section 8: a reviewer whose account is gone is shown as 'Anonymous'. */
export const ANONYMOUS = 'Anonymous';

export function toStoryReview(row: ReviewRow, callerId: string | undefined): StoryReview {
  const known = row.reviewerId !== null && row.reviewerUsername !== null;
  return {
    id: row.id,
    reviewer: known ? { username: row.reviewerUsername!, profileImage: row.reviewerImage } : null,
    reviewerName: known ? row.reviewerUsername! : ANONYMOUS,
    writingQuality: row.writingQuality,
    creativity: row.creativity,
    collaboration: row.collaboration,
    overallRating: row.overallRating,
    reviewText: row.reviewText,
    reviewDate: row.reviewDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwn: callerId !== undefined && row.reviewerId === callerId,
  };
}
