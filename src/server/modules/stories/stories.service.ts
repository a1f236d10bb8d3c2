import type { z } from 'zod';
import type { Page } from '@common/schemas/pagination';
import type {
  myStoriesQuerySchema,
  StoryCard,
  StoryDetail,
  storyInputSchema,
  storyUpdateSchema,
} from '@common/schemas/story';
import { badRequest, notFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import { authorizeStory, type StoryAction, type StoryRelation } from './stories.policy';
import type { StoriesRepository, StoryChanges } from './stories.repository';
import { toStoryCard, toStoryDetail } from './stories.presenter';
import { assertOwnImage, type UploadedImages } from '../worlds/workspace-rules';
import { decodeStoryCursor, encodeStoryCursor } from './story-cursor';

type Caller = Pick<SessionUser, 'id'>;
/** Writes a story's tags (modules/tags), resolving each spelling to its canonical tag. */
export type StoryTagWriter = { setStoryTags(storyId: string, names: readonly string[]): Promise<unknown> };
export type MyStoriesQuery = z.output<typeof myStoriesQuerySchema>;
export type StoryInputBody = z.output<typeof storyInputSchema>;
export type StoryUpdateBody = z.output<typeof storyUpdateSchema>;

/** SPEC section 4: publishing moves these three columns together. */
const published = () => ({ privacyLevel: 'Public', publicationStatus: 'Published', publishedAt: new Date() });
/** SPEC section 4: unpublishing makes the story Private and clears the publication. */
const unpublished = () => ({ privacyLevel: 'Private', publicationStatus: null, publishedAt: null });

/**
 * Story use cases; every rule about who may do what is asked of stories.policy.ts. A cover image
 * must be the caller's own upload in the story-images bucket (400 'Invalid image URL'); a cover
 * that is replaced, removed or whose story is deleted is deleted too, unless another of the
 * owner's stories still shows it.
 */
export function createStoriesService(repo: StoriesRepository, images: UploadedImages, tags: StoryTagWriter) {
  /** The caller's relation to the story, once it is known they may do `action` (else 404 / 403). */
  async function authorize(caller: Caller, storyId: string, action: StoryAction): Promise<StoryRelation> {
    return authorizeStory(await repo.findRelation(storyId, caller.id), action);
  }

  async function detail(storyId: string, relation: StoryRelation): Promise<StoryDetail> {
    const row = await repo.findDetail(storyId);
    if (!row) throw notFound('Story not found');
    return toStoryDetail(row, relation);
  }

  async function requireOwnWorld(caller: Caller, worldId: string | null | undefined) {
    if (worldId && !(await repo.isOwnWorld(worldId, caller.id)))
      throw badRequest('Choose one of your worlds');
  }

  const assertCover = (caller: Caller, url: string | null | undefined) =>
    assertOwnImage(images, url, 'story-images', caller.id, 'coverImage');

  async function dropCoverIfUnused(ownerId: string, url: string | null) {
    if (url && !(await repo.isCoverInUse(ownerId, url))) await images.remove(url, ownerId);
  }

  return {
    authorize,

    /** My Stories: own and collaborating stories, newest update first, one keyset page. */
    async listMine(caller: Caller, query: MyStoriesQuery): Promise<Page<StoryCard>> {
      const after = query.cursor ? decodeStoryCursor(query.cursor) : undefined;
      const rows = await repo.listMine(caller.id, query, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => toStoryCard(row, row.role)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeStoryCursor({ updatedAt: last.cursorTime, id: last.id })
            : null,
      };
    },

    /** Creates a story owned by the caller; its world, if any, must be one of theirs. */
    async create(caller: Caller, input: StoryInputBody): Promise<StoryDetail> {
      await requireOwnWorld(caller, input.worldId);
      assertCover(caller, input.coverImage);
      const { tags: tagNames, ...fields } = input;
      const row = await repo.insert({ ...fields, worldId: input.worldId ?? null, createdBy: caller.id });
      await tags.setStoryTags(row.id, tagNames);
      if (row.status === 'Complete') await repo.awardHeldXp(caller.id, 'STORY_COMPLETED');
      return detail(row.id, {
        storyId: row.id,
        ownerId: caller.id,
        isOwner: true,
        collaboratorRole: null,
        isPublic: row.privacyLevel === 'Public',
      });
    },

    async get(caller: Caller, storyId: string): Promise<StoryDetail> {
      return detail(storyId, await authorize(caller, storyId, 'read'));
    },

    /**
     * Owner only. Making a published story Private unpublishes it (SPEC section 4). Status
     * Complete earns STORY_COMPLETED, once per story the owner holds Complete.
     */
    async update(caller: Caller, storyId: string, body: StoryUpdateBody): Promise<StoryDetail> {
      const relation = await authorize(caller, storyId, 'update');
      await requireOwnWorld(caller, body.worldId);
      const oldCover = body.coverImage === undefined ? null : await repo.findCover(storyId);
      if (body.coverImage !== undefined && body.coverImage !== oldCover) assertCover(caller, body.coverImage);
      const { tags: tagNames, ...fields } = body;
      const changes: StoryChanges = { ...fields, ...(body.privacyLevel === 'Private' ? unpublished() : {}) };
      const updated = await applyChanges(storyId, relation, changes);
      if (tagNames !== undefined) await tags.setStoryTags(storyId, tagNames);
      if (body.status === 'Complete') await repo.awardHeldXp(relation.ownerId, 'STORY_COMPLETED');
      if (body.coverImage !== undefined && body.coverImage !== oldCover)
        await dropCoverIfUnused(caller.id, oldCover);
      return detail(storyId, updated);
    },

    /** Owner only; the story's chapters, collaborators and sessions go with it, and its cover. */
    async delete(caller: Caller, storyId: string): Promise<void> {
      await authorize(caller, storyId, 'delete');
      const row = await repo.delete(storyId);
      if (!row) throw notFound('Story not found');
      await dropCoverIfUnused(caller.id, row.coverImage);
    },

    /** Owner only; SPEC section 4. The owner earns STORY_PUBLISHED once per story they hold published. */
    async publish(caller: Caller, storyId: string): Promise<StoryDetail> {
      const relation = await authorize(caller, storyId, 'publish');
      const updated = await applyChanges(storyId, relation, published());
      await repo.awardHeldXp(relation.ownerId, 'STORY_PUBLISHED');
      return detail(storyId, updated);
    },

    async unpublish(caller: Caller, storyId: string): Promise<StoryDetail> {
      const relation = await authorize(caller, storyId, 'publish');
      return detail(storyId, await applyChanges(storyId, relation, unpublished()));
    },
  };

  async function applyChanges(
    storyId: string,
    relation: StoryRelation,
    changes: StoryChanges,
  ): Promise<StoryRelation> {
    if (Object.values(changes).every((value) => value === undefined)) return relation;
    const row = await repo.update(storyId, changes);
    if (!row) throw notFound('Story not found');
    return { ...relation, isPublic: row.privacyLevel === 'Public' };
  }
}

export type StoriesService = ReturnType<typeof createStoriesService>;
