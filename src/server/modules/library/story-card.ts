import { sql } from 'drizzle-orm';
import type { LibraryStoryCard } from '@common/schemas/library';
import { stories } from '../../db/schema/stories';
import { oneDecimal } from './library.policy';
import { authorUsername, publishedChapterCount, publishedWords } from './library.repository';
import { storyLabelColumns, toStoryLabels } from './story-labels';
import type { TagRef } from '@common/schemas/story-labels';

/**
 * The select list of a library story card (search results, bookmarks); joins `users` on the
 * story's creator. Word and chapter counts cover published chapters only.
 */
export const storyCardColumns = {
  id: stories.id,
  title: stories.title,
  description: stories.description,
  genre: stories.genre,
  status: stories.status,
  coverImage: stories.coverImage,
  authorUsername,
  rating: stories.rating,
  viewCount: stories.viewCount,
  wordCount: publishedWords,
  chapterCount: publishedChapterCount,
  publishedAt: sql<Date>`${stories.publishedAt}`.mapWith(stories.publishedAt),
  exclusive: stories.exclusive,
  ...storyLabelColumns,
};

export type StoryCardRow = {
  id: string;
  title: string;
  description: string;
  genre: string;
  status: string;
  coverImage: string | null;
  authorUsername: string;
  rating: number | null;
  viewCount: number;
  wordCount: number;
  chapterCount: number;
  publishedAt: Date;
  exclusive: boolean;
  tags: TagRef[] | null;
  contentRating: string;
  contentWarnings: string[] | null;
  language: string;
};

export function toStoryCard(row: StoryCardRow): LibraryStoryCard {
  return {
    ...row,
    rating: oneDecimal(row.rating),
    publishedAt: row.publishedAt.toISOString(),
    ...toStoryLabels(row),
  };
}
