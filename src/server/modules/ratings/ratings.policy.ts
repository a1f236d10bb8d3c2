import { forbidden } from '../../errors';
import { isAuthor, type StoryVisibility } from '../library/library.policy';

/**
 * Star ratings: any signed-in reader rates a story in the library once (changeable), except its
 * author, whose stars would only inflate their own average. Visibility itself is library.policy.ts.
 */
export function authorizeRating(story: StoryVisibility, userId: string): void {
  if (isAuthor(story, userId)) throw forbidden('You cannot rate your own story');
}
