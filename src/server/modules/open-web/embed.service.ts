import type { PublicBrand } from '@common/schemas/author-brand';
import type { TiptapDoc } from '@common/schemas/chapter';
import type { Db } from '../../db/client';
import { createPublicBrands } from '../author-brand/public-brand';
import { isPublished, lockOf } from '../library/library.policy';
import { createLibraryRepository } from '../library/library.repository';

export type EmbedView = {
  story: { id: string; title: string; author: string };
  chapters: { id: string; title: string }[];
  chapter: { id: string; title: string; position: number; content: TiptapDoc };
  brand: PublicBrand | null;
};

/**
 * The reader widget (/embed/stories/:storyId, issue 27): what it shows and who may frame it.
 * It shows only what a guest may read: a published story's published chapters (never a draft,
 * a private story, a chapter in early access, which is not published yet, or an exclusive
 * story's chapters after the first). `frameOrigins` are
 * the author's saved embed origins while their plan includes white-label (public-brand.ts); a
 * story that is not there still answers, with no origins, so its 404 may be framed by no one.
 */
export function createEmbedService(db: Db) {
  const library = createLibraryRepository(db);
  const brands = createPublicBrands(db);

  return {
    async view(
      storyId: string,
      chapterId: string | undefined,
    ): Promise<{ view: EmbedView | null; frameOrigins: string[] }> {
      const story = await library.findStoryPage(storyId);
      if (!story || !isPublished(story)) return { view: null, frameOrigins: [] };
      const [chapters, shown] = await Promise.all([
        library.listPublishedChapters(story.id),
        brands.of(story.createdBy),
      ]);
      const entry = chapterId ? chapters.find((c) => c.id === chapterId) : chapters[0];
      const chapter = entry ? await library.findChapter(story.id, entry.id) : undefined;
      // A guest's view: an exclusive story's later chapters are never shown here (issue 25).
      const locked =
        chapter && lockOf(chapter, { exclusive: story.exclusive, firstPublishedId: chapters[0]?.id ?? null });
      if (!entry || !chapter || chapter.status !== 'published' || locked)
        return { view: null, frameOrigins: shown.embedOrigins };
      const titled = chapters.map((c, i) => ({ id: c.id, title: c.title || `Chapter ${i + 1}` }));
      const position = chapters.indexOf(entry) + 1;
      return {
        frameOrigins: shown.embedOrigins,
        view: {
          story: { id: story.id, title: story.title, author: story.authorUsername },
          chapters: titled,
          chapter: {
            id: entry.id,
            title: titled[position - 1]!.title,
            position,
            content: chapter.content as TiptapDoc,
          },
          brand: shown.brand,
        },
      };
    },
  };
}
