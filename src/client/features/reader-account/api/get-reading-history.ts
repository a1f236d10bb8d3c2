import type { ReadingListItem } from '@common/schemas/reading';
import { readerAccountKeys } from './reader-account-keys';
import { usePagedList } from './use-paged-list';

/** GET /api/v1/me/reading?include=all: everything read, finished or not, most recent first. */
export const useReadingHistory = () =>
  usePagedList<ReadingListItem>(readerAccountKeys.history(), '/api/v1/me/reading?include=all');
