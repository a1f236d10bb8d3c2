import type { StoryCard, StoryDetail } from '@common/schemas/story';
import { storyAbilities, type StoryRelation } from './stories.policy';
import type { StoryRow } from './stories.repository';
import type { StoryCardRow } from './my-stories.repository';
import type { TagRef } from '@common/schemas/story-labels';
import { isoString } from '../../http/iso-string';

/** SPEC section 8: a missing related name falls back to 'Unknown'. */
export const UNKNOWN_CREATOR = 'Unknown';

/** A My Stories card; `role` is 'Owner' or the caller's collaborator role. */
export function toStoryCard(row: StoryCardRow | StoryRow, role: string): StoryCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    genre: row.genre,
    status: row.status,
    privacyLevel: row.privacyLevel,
    publicationStatus: row.publicationStatus,
    chapterCount: row.chapterCount,
    viewCount: row.viewCount,
    wordCount: row.wordCount,
    coverImage: row.coverImage,
    updatedAt: isoString(row.updatedAt),
    role,
    isOwner: role === 'Owner',
  };
}

/** What the repository's `findDetail` answers. */
export type StoryDetailRow = {
  story: StoryRow;
  creatorUsername: string | null;
  worldName: string | null;
  sessionCount: number;
  lastSessionDate: Date | null;
  collaborators: number;
  /** The story's tags in the author's order (library/story-labels.ts). */
  tags: TagRef[] | null;
};

/** The story page: card fields, derived details (SPEC section 3) and the caller's abilities. */
export function toStoryDetail(row: StoryDetailRow, relation: StoryRelation): StoryDetail {
  const { story } = row;
  const abilities = storyAbilities(relation);
  const role = relation.isOwner ? 'Owner' : (relation.collaboratorRole ?? 'Reader');
  return {
    ...toStoryCard(story, role),
    tags: row.tags ?? [],
    contentRating: story.contentRating,
    contentWarnings: story.contentWarnings,
    language: story.language,
    createdBy: story.createdBy,
    creatorUsername: row.creatorUsername ?? UNKNOWN_CREATOR,
    worldId: story.worldId,
    worldName: row.worldName,
    publishedAt: story.publishedAt?.toISOString() ?? null,
    earlyAccessDays: story.earlyAccessDays,
    exclusive: story.exclusive,
    readerDownloads: story.readerDownloads,
    createdAt: story.createdAt.toISOString(),
    sessionCount: row.sessionCount,
    lastSessionDate: row.lastSessionDate?.toISOString() ?? null,
    // Collaborators plus one for the creator (SPEC section 3).
    collaboratorCount: row.collaborators + 1,
    abilities: {
      update: abilities.update,
      delete: abilities.delete,
      publish: abilities.publish,
      manageCollaborators: abilities.manageCollaborators,
      readDrafts: abilities.readWorkspace,
      writeChapters: abilities.writeChapters,
      manageChapters: abilities.manageChapters,
      publishChapters: abilities.publishChapters,
      restoreVersions: abilities.restoreVersions,
    },
  };
}
