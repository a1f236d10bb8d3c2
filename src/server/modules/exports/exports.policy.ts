import { authorizeStory, type StoryRelation } from '../stories/stories.policy';

/**
 * Who may export a story as a book: its writers, the owner and every collaborator (whoever may
 * read its workspace, drafts included: stories.policy.ts). Outsiders get 404 on a private story
 * (it does not exist for them) and 403 on a public one; readers download published chapters
 * through the reading routes instead. The plan's formats are checked after this
 * (entitlements.policy assertCanExport), so a refusal by plan never tells an outsider anything.
 */
export function authorizeAuthorExport(relation: StoryRelation | undefined): StoryRelation {
  return authorizeStory(relation, 'readWorkspace');
}
