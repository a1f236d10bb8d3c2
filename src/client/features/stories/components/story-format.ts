import type { StoryDetail } from '@common/schemas/story';

export { countLabel } from '@common/plural';

/**
 * The people invited to write a story, the owner left out: what the Collaborators panel lists.
 * (The API's collaboratorCount counts the creator too, as SPEC section 3 defines it.)
 */
export const invitedCollaborators = (story: Pick<StoryDetail, 'collaboratorCount'>): number =>
  Math.max(0, story.collaboratorCount - 1);

/** A calendar date in the reader's locale, e.g. "14 Mar 2026"; for exact dates beside relative ones. */
export function formatDate(value: string): string {
  return new Date(value).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
