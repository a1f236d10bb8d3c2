import { createPublicBrands } from '../author-brand/public-brand';
import type {
  AuthorProfile,
  AuthorReview,
  AuthorReviewInput,
  AuthorReviewsPage,
  AuthorStory,
} from '@common/schemas/social';
import type { Page } from '@common/schemas/pagination';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { notFound } from '../../errors';
import { createFollowsRepository } from '../follows/follows.repository';
import { createMutesRepository } from '../mutes/mutes.repository';
import { notify } from '../notifications/notifications.service';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { awardXp } from '../xp/xp.service';
import { createPrivacyService } from '../privacy/privacy.service';
import { assertMayReviewAuthor } from './authors.policy';
import { createAuthorsRepository, type AuthorReviewRow } from './authors.repository';

type Viewer = { id: string } | null;

/** The reviewer's name as readers see it: 'Anonymous' once the account is gone (SPEC section 8). */
export function presentAuthorReview(row: AuthorReviewRow, viewer: Viewer): AuthorReview {
  return {
    id: row.id,
    reviewer: row.reviewerUsername
      ? { username: row.reviewerUsername, profileImage: row.reviewerImage }
      : null,
    reviewerName: row.reviewerUsername ?? 'Anonymous',
    writingQuality: row.writingQuality,
    creativity: row.creativity,
    collaboration: row.collaboration,
    overallRating: row.overallRating,
    reviewText: row.reviewText,
    reviewDate: row.reviewDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwn: viewer !== null && row.reviewerId === viewer.id,
  };
}

/** Author pages: public profile, published stories, and reviews of the author. */
export function createAuthorsService(db: Db) {
  const repo = createAuthorsRepository(db);
  const follows = createFollowsRepository(db);
  const mutes = createMutesRepository(db);
  const privacy = createPrivacyService(db);
  const brands = createPublicBrands(db);

  async function author(username: string) {
    const row = await repo.findByUsername(username);
    if (!row) throw notFound('Author not found');
    return row;
  }

  /** The author, when their profile visibility lets the viewer see the page (403 PROFILE_HIDDEN otherwise). */
  async function visibleAuthor(username: string, viewer: Viewer) {
    const row = await author(username);
    await privacy.assertMayViewProfile(row.id, viewer);
    return row;
  }

  return {
    async profile(username: string, viewer: Viewer): Promise<AuthorProfile> {
      const row = await visibleAuthor(username, viewer);
      const state = await follows.state(row.id, viewer?.id ?? null);
      return {
        id: row.id,
        username: row.username,
        bio: row.bio,
        profileImage: row.profileImage,
        userLevel: row.userLevel,
        joinDate: row.joinDate.toISOString(),
        followerCount: state.followerCount,
        followingCount: state.followingCount,
        publishedStoryCount: Number(row.publishedStoryCount),
        reviewCount: Number(row.reviewCount),
        averageRating: row.averageRating === null ? null : Number(row.averageRating),
        brand: (await brands.of(row.id)).brand,
        viewer: viewer
          ? {
              isSelf: viewer.id === row.id,
              isFollowing: state.following,
              isMuted: await mutes.isMuted(viewer.id, row.id),
            }
          : null,
      };
    },

    async stories(
      username: string,
      viewer: Viewer,
      limit: number,
      cursor?: string,
    ): Promise<Page<AuthorStory>> {
      const { id } = await visibleAuthor(username, viewer);
      const page = toPage(await repo.listPublishedStories(id, limit, decodeCursor(cursor)), limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map(({ cursorAt: _cursorAt, publishedAt, ...story }) => ({
          ...story,
          publishedAt: (publishedAt ?? new Date(0)).toISOString(),
        })),
      };
    },

    async reviews(
      username: string,
      viewer: Viewer,
      limit: number,
      cursor?: string,
    ): Promise<AuthorReviewsPage> {
      const { id } = await visibleAuthor(username, viewer);
      const page = toPage(await repo.listReviews(id, limit, decodeCursor(cursor)), limit);
      const mine = viewer ? await repo.findReview(viewer.id, id) : undefined;
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((row) => presentAuthorReview(row, viewer)),
        mine: mine ? presentAuthorReview(mine, viewer) : null,
      };
    },

    /**
     * Creates or edits the caller's review of the author. A first review tells the author
     * ('review' notification) and pays the reviewer REVIEW_WRITTEN once, in the same transaction.
     */
    async saveReview(
      me: { id: string },
      username: string,
      input: AuthorReviewInput,
    ): Promise<{ review: AuthorReview; created: boolean }> {
      const { id: authorId } = await author(username);
      assertMayReviewAuthor(me.id, authorId);
      const created = await withTransaction(db, async (tx) => {
        const isNew = await createAuthorsRepository(tx).upsertReview(me.id, authorId, input);
        if (isNew) {
          await notify(tx, { recipientId: authorId, kind: 'review', actorId: me.id });
          await awardXp(tx, { userId: me.id, rule: 'REVIEW_WRITTEN', refId: `User:${authorId}` });
        }
        return isNew;
      });
      const row = await repo.findReview(me.id, authorId);
      if (!row) throw notFound('Review not found');
      return { review: presentAuthorReview(row, me), created };
    },

    /** Deletes the caller's review of the author; 404 when they have none. */
    async deleteReview(me: { id: string }, username: string): Promise<void> {
      const { id: authorId } = await author(username);
      if (!(await repo.deleteReview(me.id, authorId))) throw notFound('Review not found');
    },
  };
}
