import { sql } from 'drizzle-orm';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '@common/schemas/privacy';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { userPrivacySettings } from '../../db/schema/privacy';

/** An owner's settings as one viewer meets them: the settings and whether the viewer follows the owner. */
export type Audience = {
  ownerId: string;
  viewerId: string | null;
  settings: PrivacySettings;
  viewerFollows: boolean;
};

/** The only code touching user_privacy_settings. A user without a row has the defaults. */
export function createPrivacyRepository(db: Db) {
  return {
    /**
     * The owner's settings and whether `viewerId` follows them, in one statement: two primary-key
     * lookups (user_privacy_settings, user_follows), so it is cheap on every page and write.
     */
    async audience(ownerId: string, viewerId: string | null): Promise<Audience> {
      const [row] = await queryRows<{
        profile_visibility: string | null;
        who_can_follow: string | null;
        who_can_comment: string | null;
        viewer_follows: boolean;
      }>(
        db,
        sql`select p.profile_visibility, p.who_can_follow, p.who_can_comment,
                   ${
                     viewerId
                       ? sql`exists (select 1 from user_follows f
                                      where f.follower_id = ${viewerId}::uuid and f.following_id = ${ownerId}::uuid)`
                       : sql`false`
                   } as viewer_follows
              from (select 1) as one
              left join user_privacy_settings p on p.user_id = ${ownerId}::uuid`,
      );
      return {
        ownerId,
        viewerId,
        settings: row?.profile_visibility
          ? {
              profileVisibility: row.profile_visibility as PrivacySettings['profileVisibility'],
              whoCanFollow: row.who_can_follow as PrivacySettings['whoCanFollow'],
              whoCanComment: row.who_can_comment as PrivacySettings['whoCanComment'],
            }
          : DEFAULT_PRIVACY_SETTINGS,
        viewerFollows: row?.viewer_follows === true,
      };
    },

    async upsert(userId: string, settings: PrivacySettings): Promise<void> {
      await db
        .insert(userPrivacySettings)
        .values({ userId, ...settings })
        .onConflictDoUpdate({
          target: userPrivacySettings.userId,
          set: { ...settings, updatedAt: new Date() },
        });
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
