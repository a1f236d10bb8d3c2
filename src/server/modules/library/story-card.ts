import { sql } from 'drizzle-orm';
import type { LibraryStoryCard } from '@common/schemas/library';
import { stories } from '../../db/schema/stories';
import { oneDecimal } from './library.policy';
import { authorUsername, publishedChapterCount, publishedWords } from './library.repository';
import { storyLabelColumns } from './story-labels';
import type { TagRef } from '@common/schemas/story-labels';
import { isoString } from '../../http/iso-string';

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

/**
 * A card from its row. Written out field by field rather than spread from the row: a page of 21
 * cards is built on every library list and search, and two spreads and an override a card cost
 * more than the rest of the card's JavaScript (bench/framework-tax-report.md).
 */
export function toStoryCard(row: StoryCardRow): LibraryStoryCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    genre: row.genre,
    status: row.status,
    coverImage: row.coverImage,
    authorUsername: row.authorUsername,
    rating: oneDecimal(row.rating),
    viewCount: row.viewCount,
    wordCount: row.wordCount,
    chapterCount: row.chapterCount,
    publishedAt: isoString(row.publishedAt),
    exclusive: row.exclusive,
    tags: row.tags ?? [],
    contentRating: row.contentRating,
    contentWarnings: row.contentWarnings ?? [],
    language: row.language,
  };
}
