import type { ImportPlan, ImportPreview, ImportResult } from '@common/schemas/manuscript-import';
import { storyInputSchema } from '@common/schemas/story';
import type { TiptapDoc } from '@common/schemas/chapter';
import type { SessionUser } from '../../auth/session';
import { badRequest } from '../../errors';
import { chapterContent, storeChapterContent, type ChapterContent } from '../chapters/chapter-content';
import type { AppInstance } from '../../app-types';
import { createChapterStore, type ChapterStore } from '../chapters/chapters.repository';
import { createStoriesRepository, type StoriesRepository } from '../stories/stories.repository';
import { tagsServiceFor } from '../tags/tags.service';
import { createStoriesService, type StoriesService } from '../stories/stories.service';
import { uploadedImages } from '../worlds/uploaded-images';
import type { StoryEvents } from '../stories/story-events';
import { createUploadsService, type UploadsService } from '../uploads/uploads.service';
import { IMAGE_REF, type Block } from './html-to-blocks';
import { authorizeChapterImport, authorizeImportSize } from './imports.policy';
import { checkManuscriptFile } from './manuscript-file';
import { parseManuscript, sectionText, type Manuscript } from './manuscript-parse';

type Caller = Pick<SessionUser, 'id' | 'username' | 'subscriptionTier'>;
export type ManuscriptUpload = { fileName: string; bytes: Buffer };

type Deps = {
  chapters: ChapterStore;
  storiesRepo: StoriesRepository;
  stories: Pick<StoriesService, 'create' | 'delete'>;
  uploads: Pick<UploadsService, 'storeChapterImages'>;
  events?: Pick<StoryEvents, 'chaptersChanged'>;
};

const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;

function read(file: ManuscriptUpload, splitLevel?: number): Promise<Manuscript> {
  const kind = checkManuscriptFile(file.fileName, file.bytes);
  const title = file.fileName.replace(/\.[^.]*$/, '').trim();
  return parseManuscript(kind, file.bytes, title, splitLevel);
}

function imagesIn(blocks: Block[], found: Set<number>): void {
  for (const b of blocks) {
    const ref = b.type === 'image' ? IMAGE_REF.exec(String(b.attrs?.src ?? '')) : null;
    if (ref) found.add(Number(ref[1]));
    if (b.content) imagesIn(b.content, found);
  }
}

function withImageUrls(blocks: Block[], urls: Map<number, string>): Block[] {
  return blocks.map((b) => {
    const ref = b.type === 'image' ? IMAGE_REF.exec(String(b.attrs?.src ?? '')) : null;
    if (ref) return { ...b, attrs: { ...b.attrs, src: urls.get(Number(ref[1])) } };
    return b.content ? { ...b, content: withImageUrls(b.content, urls) } : b;
  });
}

/** The plan's chapters as blocks; every section at most once and within the manuscript. */
function planChapters(manuscript: Manuscript, plan: ImportPlan) {
  const used = new Set<number>();
  return plan.chapters.map((chapter) => {
    const blocks: Block[] = [];
    chapter.sections.forEach((index, i) => {
      const section = manuscript.sections[index];
      if (!section) throw badRequest(`The manuscript has no section ${index + 1}`);
      if (used.has(index)) throw badRequest(`Section ${index + 1} is in more than one chapter`);
      used.add(index);
      // A merged section keeps its heading inside the chapter.
      if (i > 0)
        blocks.push({
          type: 'heading',
          attrs: { level: 2 },
          content: [{ type: 'text', text: section.title }],
        });
      blocks.push(...section.blocks);
    });
    return { title: chapter.title, blocks };
  });
}

/**
 * Manuscript import: a preview that writes nothing, then the writer's split written as draft
 * chapters through the chapters' one content write path (storeChapterContent), so word counts,
 * story counts and the chapter list stay right. Every check (file, split, documents, images)
 * passes before anything is written.
 */
export function createImportsService(deps: Deps) {
  const { chapters, storiesRepo, stories, uploads, events } = deps;

  async function prepare(caller: Caller, file: ManuscriptUpload, plan: ImportPlan) {
    authorizeImportSize(caller.subscriptionTier, plan.chapters.length);
    const manuscript = await read(file, plan.splitLevel);
    const planned = planChapters(manuscript, plan);
    const wanted = new Set<number>();
    planned.forEach((c) => imagesIn(c.blocks, wanted));
    const order = [...wanted].filter((i) => manuscript.images[i]);
    // Checked as documents before the images are stored (400 writes nothing).
    planned.forEach((c) =>
      chapterContent(doc(withImageUrls(c.blocks, new Map(order.map((i) => [i, `/uploads/x/${i}.jpg`]))))),
    );
    return { planned, order, manuscript };
  }

  async function write(caller: Caller, storyId: string, prepared: Awaited<ReturnType<typeof prepare>>) {
    const { planned, order, manuscript } = prepared;
    const urls = await uploads.storeChapterImages(
      caller.id,
      order.map((i) => manuscript.images[i]!),
    );
    const byIndex = new Map(order.map((i, n) => [i, urls[n]!]));
    const contents: { title: string; content: ChapterContent }[] = planned.map((c) => ({
      title: c.title,
      content: chapterContent(doc(withImageUrls(c.blocks, byIndex))),
    }));
    const written = await chapters.inStoryTransaction(storyId, caller.id, async (tx, relation) => {
      authorizeChapterImport(relation);
      const out: ImportResult['chapters'] = [];
      for (const { title, content } of contents) {
        const row = await tx.append(storyId, title);
        const stored = await storeChapterContent(tx, { storyId, chapterId: row.id, content });
        out.push({ id: row.id, title, wordCount: stored?.wordCount ?? content.wordCount });
      }
      return out;
    });
    events?.chaptersChanged({ storyId });
    return { storyId, chapters: written };
  }

  return {
    /** The manuscript's sections as read (split at `splitLevel` when given); nothing is stored. */
    async preview(file: ManuscriptUpload, splitLevel?: number): Promise<ImportPreview> {
      const kind = checkManuscriptFile(file.fileName, file.bytes);
      const manuscript = await read(file, splitLevel);
      return {
        format: kind,
        splitLevel: manuscript.splitLevel ?? null,
        headingLevels: manuscript.headingLevels,
        sections: manuscript.sections.map((s, index) => {
          const text = sectionText(s.blocks);
          const images = new Set<number>();
          imagesIn(s.blocks, images);
          return {
            index,
            title: s.title,
            wordCount: countWords(text),
            imageCount: images.size,
            excerpt: text.slice(0, 240),
          };
        }),
      };
    },

    /** New draft chapters at the end of a story the caller may add chapters to. */
    async intoStory(
      caller: Caller,
      storyId: string,
      file: ManuscriptUpload,
      plan: ImportPlan,
    ): Promise<ImportResult> {
      authorizeChapterImport(await storiesRepo.findRelation(storyId, caller.id));
      return write(caller, storyId, await prepare(caller, file, plan));
    },

    /** A new private story of the caller's, holding the manuscript's chapters as drafts. */
    async asNewStory(caller: Caller, file: ManuscriptUpload, plan: ImportPlan): Promise<ImportResult> {
      const prepared = await prepare(caller, file, plan);
      const title =
        plan.storyTitle ??
        (file.fileName
          .replace(/\.[^.]*$/, '')
          .trim()
          .slice(0, 200) ||
          'Imported manuscript');
      const story = await stories.create(caller, storyInputSchema.parse({ title, genre: plan.genre }));
      try {
        return await write(caller, story.id, prepared);
      } catch (err) {
        await stories.delete(caller, story.id).catch(() => undefined);
        throw err;
      }
    },
  };
}

const doc = (blocks: Block[]): TiptapDoc =>
  ({ type: 'doc', content: blocks.length ? blocks : [{ type: 'paragraph' }] }) as TiptapDoc;

export type ImportsService = ReturnType<typeof createImportsService>;

/** The service over the app's database, storage and story events. */
export function importsServiceOf(app: AppInstance): ImportsService {
  const storiesRepo = createStoriesRepository(app.ctx.database.db);
  return createImportsService({
    chapters: createChapterStore(app.ctx.database.db),
    storiesRepo,
    stories: createStoriesService(storiesRepo, uploadedImages(app), tagsServiceFor(app.ctx.database.db)),
    uploads: createUploadsService(app.ctx),
    events: app.ctx.storyEvents,
  });
}
