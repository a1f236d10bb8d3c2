import type { MyReview } from '@common/schemas/reader-account';
import { readerAccountKeys } from './reader-account-keys';
import { usePagedList } from './use-paged-list';

/** GET /api/v1/me/reviews: the reviews I wrote, newest first. */
export const useMyReviews = () => usePagedList<MyReview>(readerAccountKeys.reviews(), '/api/v1/me/reviews');
