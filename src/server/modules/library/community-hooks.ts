import type { Db } from '../../db/client';
import { notify } from '../notifications/notifications.service';
import type { NewNotification } from '../notifications/notifications.repository';
import { awardXp, type XpAward } from '../xp/xp.service';

/**
 * Notifications and XP for what readers do in the library (comments, replies, ratings,
 * reviews, finished chapters), bound to the repository's database handle, so a call made with a
 * transaction's repository commits or rolls back with the write that caused it.
 */
export function communityHooks(db: Db) {
  return {
    /** notifications.service `notify`: never the actor, never a kind the recipient switched off. */
    notify: (notification: NewNotification): Promise<boolean> => notify(db, notification),
    /** xp.service `awardXp`: each (user, rule, refId) is paid once. */
    awardXp: (award: XpAward) => awardXp(db, award),
  };
}
