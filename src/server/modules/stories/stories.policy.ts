import { rightsOfRole, STORY_ROLE_RIGHTS, type StoryRight } from '@common/story-roles';
import { forbidden, notFound } from '../../errors';

/**
 * Every rule about who may do what with a story, its chapters, collaborators and sessions
 * (SPEC section 6: access to a story means being its creator or a listed collaborator; the
 * rights of each collaborator role are this product's own, the spec shows only the default).
 *
 * Each role's rights (the table itself is STORY_ROLE_RIGHTS in common/story-roles.ts, shared
 * with the role picker so it shows what is enforced here):
 *
 * | action (StoryAction)                          | Owner | Co-Author | Editor | Collaborator | Beta Reader |
 * |-----------------------------------------------|-------|-----------|--------|--------------|-------------|
 * | read, readWorkspace: drafts, people, sessions |  yes  |    yes    |  yes   |     yes      |     yes     |
 * | writeChapters: text and titles, live room     |  yes  |    yes    |  yes   |     yes      | no (live    |
 * |   read-write, offline copy, save a version    |       |           |        |              | read-only)  |
 * | joinSession                                   |  yes  |    yes    |  yes   |     yes      |     no      |
 * | restoreVersions                               |  yes  |    yes    |  yes   |     no       |     no      |
 * | manageChapters: add, reorder, delete          |  yes  |    yes    |  no    |     no       |     no      |
 * | publishChapters: published or back to draft   |  yes  |    yes    |  no    |     no       |     no      |
 * | update, delete, publish the story;            |  yes  |    no     |  no    |     no       |     no      |
 * |   manageCollaborators                         |       |           |        |              |             |
 *
 * - The owner (created_by, always taken from the session) may do everything.
 * - Every collaborator may leave (remove themself).
 * - Anyone else, admins included (the spec gives admins no extra powers), may read a Public
 *   story's details and its published chapters, and nothing else; a Private story answers 404
 *   exactly like a missing one, so private ids cannot be probed. A collaborator refused an
 *   action on a story they can see gets 403.
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
  /** Change the text and title of existing chapters (HTTP, live room, offline copy, versions). */
  'writeChapters',
  /** Add, reorder and delete chapters. */
  'manageChapters',
  /** Change a chapter's status (published or draft). */
  'publishChapters',
  /** Put a chapter back to an earlier version. */
  'restoreVersions',
  /** Open the writing room (joins today's session). */
  'joinSession',
] as const;
export type StoryAction = (typeof STORY_ACTIONS)[number];
export type StoryAbilities = Record<StoryAction, boolean>;

const NO_RIGHTS = rightsOfRole('');

function rightsOf(relation: StoryRelation): Record<StoryRight, boolean> {
  if (relation.isOwner) return STORY_ROLE_RIGHTS.Owner;
  return relation.collaboratorRole === null ? NO_RIGHTS : rightsOfRole(relation.collaboratorRole);
}

/** The caller's abilities on a story; sent to the client with the story (it never re-derives them). */
export function storyAbilities(relation: StoryRelation): StoryAbilities {
  const rights = rightsOf(relation);
  const member = relation.isOwner || relation.collaboratorRole !== null;
  return {
    read: member || relation.isPublic,
    readWorkspace: member && rights.readDrafts,
    update: rights.manageStory,
    delete: rights.manageStory,
    publish: rights.manageStory,
    manageCollaborators: rights.manageStory,
    writeChapters: rights.writeChapters,
    manageChapters: rights.manageChapters,
    publishChapters: rights.publishChapters,
    restoreVersions: rights.restoreVersions,
    joinSession: rights.writeChapters,
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
export function authorizeCollaboratorRemoval(
  relation: StoryRelation | undefined,
  callerId: string,
  userId: string,
) {
  if (relation && !relation.isOwner && relation.collaboratorRole !== null && callerId === userId)
    return relation;
  return authorizeStory(relation, 'manageCollaborators');
}

/**
 * What a live-room connection may do with a document: a chapter is written by those who write
 * chapters and read (a read-only connection) by the other members; the story's room (`story:`,
 * presence and notices) records whoever enters it in the session, so only those who join
 * sessions enter it. Everyone else is refused before anything of the document is sent.
 */
export function liveRoomAccess(
  relation: StoryRelation | undefined,
  storyRoom: boolean,
): 'write' | 'read' | 'none' {
  if (!relation) return 'none';
  const abilities = storyAbilities(relation);
  if (storyRoom) return abilities.joinSession ? 'write' : 'none';
  if (abilities.writeChapters) return 'write';
  return abilities.readWorkspace ? 'read' : 'none';
}
