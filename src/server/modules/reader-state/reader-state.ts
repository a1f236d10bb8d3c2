import type { Db } from '../../db/client';
import { createBookmarksRepository } from '../bookmarks/bookmarks.repository';
import { createRatingsRepository } from '../ratings/ratings.repository';
import { createReadingRepository } from '../reading/reading.repository';
import { placeInChapters, toReadingProgress } from '../reading/reading.presenter';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { toStoryReview } from '../reviews/reviews.presenter';
import type { ReaderStateOnStory } from '../library/library.service';

/**
 * The signed-in reader's own state on a story for the library's story page: bookmark, rating,
 * review and progress, read in parallel. It sits above bookmarks, ratings, reading and reviews
 * (which read published stories from the library), and app.ts hands it to the library routes,
 * so the library imports none of them.
 */
export function createReaderStateOnStory(db: Db): ReaderStateOnStory {
  const bookmarks = createBookmarksRepository(db);
  const ratings = createRatingsRepository(db);
  const reviews = createReviewsRepository(db);
  const reading = createReadingRepository(db);
  return {
    async find(callerId, storyId) {
      const [bookmarkedAt, rating, review, progress] = await Promise.all([
        bookmarks.find(callerId, storyId),
        ratings.find(callerId, storyId),
        reviews.findOwn(callerId, storyId),
        reading.findProgress(callerId, storyId),
      ]);
      return {
        bookmarked: bookmarkedAt !== null,
        rating,
        review: review ? toStoryReview(review, callerId) : null,
        progress: progress ? toReadingProgress(progress) : null,
      };
    },
    placeInChapters,
  };
}
