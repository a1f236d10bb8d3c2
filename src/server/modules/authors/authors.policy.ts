import { forbidden } from '../../errors';

/**
 * Rules for reviews of authors (target type User), in one place: any signed-in user may write
 * one review of another user, edit it and delete it; nobody reviews themself (the database
 * refuses it too: reviews_not_self_check). Only one's own review can be changed, which the
 * routes guarantee by taking the reviewer from the session.
 */
export function assertMayReviewAuthor(reviewerId: string, authorId: string): void {
  if (reviewerId === authorId) throw forbidden('You cannot review yourself');
}
