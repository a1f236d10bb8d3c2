import type { PrivacySettings } from '@common/schemas/privacy';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { createPrivacyRepository } from './privacy.repository';
import { assertAcceptsFollower, assertMayViewProfile, commentRefusal } from './privacy.policy';

type Viewer = { id: string } | null;

/**
 * Privacy settings: the owner reads and saves their own; other modules ask the gates below
 * before showing an author page, following or commenting. Every gate reads the owner's row
 * and the viewer's follow in one query.
 */
export function createPrivacyService(db: Db) {
  const repo = createPrivacyRepository(db);
  const audience = (ownerId: string, viewer: Viewer) => repo.audience(ownerId, viewer?.id ?? null);

  return {
    async get(me: { id: string }): Promise<PrivacySettings> {
      return (await audience(me.id, me)).settings;
    },

    async update(me: { id: string }, settings: PrivacySettings): Promise<PrivacySettings> {
      await repo.upsert(me.id, settings);
      return settings;
    },

    /** Author pages and their lists: 403 PROFILE_HIDDEN unless the viewer may see them. */
    async assertMayViewProfile(ownerId: string, viewer: Viewer): Promise<void> {
      assertMayViewProfile(await audience(ownerId, viewer));
    },

    /** Follow: 403 when the owner accepts no new followers. */
    async assertAcceptsFollower(ownerId: string, viewer: Viewer): Promise<void> {
      assertAcceptsFollower(await audience(ownerId, viewer));
    },

    /** Why the viewer may not comment on the owner's stories; null when they may. */
    async commentRefusal(ownerId: string, viewer: Viewer): Promise<string | null> {
      return commentRefusal(await audience(ownerId, viewer));
    },

    /** Comment writes: 403 with the reason unless the viewer may comment on the owner's stories. */
    async assertMayComment(ownerId: string, viewer: Viewer): Promise<void> {
      const refusal = commentRefusal(await audience(ownerId, viewer));
      if (refusal) throw forbidden(refusal);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
