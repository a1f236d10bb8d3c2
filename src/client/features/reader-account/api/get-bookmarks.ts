import type { BookmarkItem } from '@common/schemas/library';
import { readerAccountKeys } from './reader-account-keys';
import { usePagedList } from './use-paged-list';

/** GET /api/v1/me/bookmarks, newest first. */
export const useBookmarks = () =>
  usePagedList<BookmarkItem>(readerAccountKeys.bookmarks(), '/api/v1/me/bookmarks');
