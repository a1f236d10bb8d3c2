import { forbidden } from '../../errors';
import { isAuthor, type StoryVisibility } from '../library/library.policy';

/**
 * Story reviews: any signed-in reader writes one review per story in the library, edits it and
 * deletes it; only its reviewer may change or delete it. An author may not review their own
 * story. Visibility itself is library.policy.ts.
 */
export function authorizeReview(story: StoryVisibility, userId: string): void {
  if (isAuthor(story, userId)) throw forbidden('You cannot review your own story');
}
