import { forbidden, notFound } from '../../errors';

/**
 * Every rule about who may do what with a story, its chapters, collaborators and sessions
 * (SPEC section 6: access to a story means being its creator or a listed collaborator).
 *
 * - The owner (created_by, always taken from the session) may do everything.
 * - A collaborator may read the story, write its chapters, join its sessions and leave;
 *   not update, delete or publish the story, nor manage collaborators.
 * - Anyone else, admins included (the spec gives admins no extra powers), may read a Public
 *   story's details and its published chapters, and nothing else; a Private story answers 404
 *   exactly like a missing one, so private ids cannot be probed.
 */

/** How the caller stands to one story; `undefined` when the story does not exist. */
export type StoryRelation = {
  storyId: string;
  ownerId: string;
  isOwner: boolean;
  /** The caller's row in story_collaborators, or null when they are not a collaborator. */
  collaboratorRole: string | null;
  isPublic: boolean;
};

export const STORY_ACTIONS = [
  /** See the story's details and its published chapters. */
  'read',
  /** See the workspace: draft chapters, collaborators, sessions. */
  'readWorkspace',
  'update',
  'delete',
  'publish',
  'manageCollaborators',
  /** Create, edit, reorder and delete chapters. */
  'editChapters',
  /** Open the writing room (joins today's session). */
  'joinSession',
] as const;
export type StoryAction = (typeof STORY_ACTIONS)[number];
export type StoryAbilities = Record<StoryAction, boolean>;

/** The caller's abilities on a story; sent to the client with the story (it never re-derives them). */
export function storyAbilities(relation: StoryRelation): StoryAbilities {
  const owner = relation.isOwner;
  const member = owner || relation.collaboratorRole !== null;
  return {
    read: member || relation.isPublic,
    readWorkspace: member,
    update: owner,
    delete: owner,
    publish: owner,
    manageCollaborators: owner,
    editChapters: member,
    joinSession: member,
  };
}

/**
 * Throws unless the caller may do `action`: 404 'Story not found' when the story is missing or
 * the caller may not even read it, 403 when they can see it but not do this.
 */
export function authorizeStory(relation: StoryRelation | undefined, action: StoryAction): StoryRelation {
  if (!relation) throw notFound('Story not found');
  const abilities = storyAbilities(relation);
  if (!abilities.read) throw notFound('Story not found');
  if (!abilities[action]) throw forbidden();
  return relation;
}

/**
 * Removing a collaborator: the owner may remove anyone; a collaborator may remove only
 * themself (leaving the story). Everything else is refused as `authorizeStory` would.
 */
export function authorizeCollaboratorRemoval(relation: StoryRelation | undefined, callerId: string, userId: string) {
  if (relation && !relation.isOwner && relation.collaboratorRole !== null && callerId === userId) return relation;
  return authorizeStory(relation, 'manageCollaborators');
}
