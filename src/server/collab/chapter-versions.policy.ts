import { forbidden, notFound } from '../errors';
import { storyAbilities, type StoryAction, type StoryRelation } from '../modules/stories/stories.policy';

/**
 * A chapter's version history (list, view, save) and the live room's offline copy belong to the
 * people who write the story's chapters ('writeChapters'); a restore needs 'restoreVersions'
 * (stories.policy.ts). Anyone outside the story, even a reader of a public story, gets the same
 * 404 as for a missing chapter, so neither drafts nor their existence leak; a member whose role
 * does not allow it (a Beta Reader, or a Collaborator restoring) gets 403.
 */
export function authorizeChapterHistory(
  relation: StoryRelation | undefined,
  action: Extract<StoryAction, 'writeChapters' | 'restoreVersions'> = 'writeChapters',
): StoryRelation {
  if (!relation) throw notFound('Chapter not found');
  const abilities = storyAbilities(relation);
  if (!abilities.readWorkspace) throw notFound('Chapter not found');
  if (!abilities[action]) throw forbidden('Your role on this story does not allow this');
  return relation;
}
