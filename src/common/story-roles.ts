import type { COLLABORATOR_ROLES } from './constants';

/**
 * What each role on a story may do. The server enforces exactly this table
 * (server/modules/stories/stories.policy.ts) and the place where a role is chosen shows it in
 * the plain words below, so what a person is told and what they are allowed never differ.
 *
 * | right           | Owner | Co-Author | Editor | Collaborator | Beta Reader |
 * |-----------------|-------|-----------|--------|--------------|-------------|
 * | readDrafts      |  yes  |    yes    |  yes   |     yes      |     yes     |
 * | writeChapters   |  yes  |    yes    |  yes   |     yes      |     no      |
 * | restoreVersions |  yes  |    yes    |  yes   |     no       |     no      |
 * | manageChapters  |  yes  |    yes    |  no    |     no       |     no      |
 * | publishChapters |  yes  |    yes    |  no    |     no       |     no      |
 * | manageStory     |  yes  |    no     |  no    |     no       |     no      |
 */
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
export type StoryRole = 'Owner' | CollaboratorRole;

export const STORY_RIGHTS = [
  /** Read draft chapters, the collaborator list and the sessions of the story. */
  'readDrafts',
  /**
   * Change the text and title of existing chapters: HTTP saves, the live room read-write (a
   * role without it gets a read-only connection), the offline copy, saving a version, joining
   * the story's live session.
   */
  'writeChapters',
  /** Put a chapter back to an earlier version. */
  'restoreVersions',
  /** Add, reorder and delete chapters. */
  'manageChapters',
  /** Mark a chapter published or back to draft. */
  'publishChapters',
  /** Story settings, publishing or deleting the story, adding and removing collaborators. */
  'manageStory',
] as const;
export type StoryRight = (typeof STORY_RIGHTS)[number];

const row = (...granted: StoryRight[]): Record<StoryRight, boolean> =>
  Object.fromEntries(STORY_RIGHTS.map((right) => [right, granted.includes(right)])) as Record<
    StoryRight,
    boolean
  >;

export const STORY_ROLE_RIGHTS: Record<StoryRole, Record<StoryRight, boolean>> = {
  Owner: row(...STORY_RIGHTS),
  'Co-Author': row('readDrafts', 'writeChapters', 'restoreVersions', 'manageChapters', 'publishChapters'),
  Editor: row('readDrafts', 'writeChapters', 'restoreVersions'),
  Collaborator: row('readDrafts', 'writeChapters'),
  'Beta Reader': row('readDrafts'),
};

/** The rights of a role name as stored; an unknown name gets none (never more than it should). */
export function rightsOfRole(role: string): Record<StoryRight, boolean> {
  return Object.hasOwn(STORY_ROLE_RIGHTS, role) ? STORY_ROLE_RIGHTS[role as StoryRole] : row();
}

/** What the role is for, in one sentence (shown above its rights). */
export const STORY_ROLE_SUMMARY: Record<StoryRole, string> = {
  Owner: 'Owns the story and can do everything.',
  'Co-Author': 'Writes the story with you: all chapter work, but not the story settings.',
  Editor: 'Works on the text of existing chapters and can restore earlier versions.',
  Collaborator: 'Writes in the existing chapters.',
  'Beta Reader': 'Reads the drafts before anyone else and never changes them.',
};

/** Each right in plain words, as the role picker says it. */
export const STORY_RIGHT_WORDS: Record<StoryRight, { can: string; cannot: string }> = {
  readDrafts: { can: 'Reads every chapter, drafts included', cannot: 'Sees only published chapters' },
  writeChapters: {
    can: 'Writes in the chapters, live with others',
    cannot: 'Cannot change any text: the writing room is read-only',
  },
  restoreVersions: {
    can: 'Restores earlier versions of a chapter',
    cannot: 'Cannot restore earlier versions',
  },
  manageChapters: {
    can: 'Adds, reorders and deletes chapters',
    cannot: 'Cannot add, reorder or delete chapters',
  },
  publishChapters: { can: 'Publishes chapters', cannot: 'Cannot publish chapters' },
  manageStory: {
    can: 'Changes the story settings, publishes it and invites people',
    cannot: 'Cannot change the story settings, publish it or invite people',
  },
};

/** One line per right, for the role picker: what the role can do, then what it cannot. */
export function roleRightsInWords(role: StoryRole): { can: string[]; cannot: string[] } {
  const rights = STORY_ROLE_RIGHTS[role];
  return {
    can: STORY_RIGHTS.filter((right) => rights[right]).map((right) => STORY_RIGHT_WORDS[right].can),
    cannot: STORY_RIGHTS.filter((right) => !rights[right]).map((right) => STORY_RIGHT_WORDS[right].cannot),
  };
}
