import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_BUCKETS } from '@common/constants';
import { ACCOUNT_MESSAGES, type DeleteAccountResult } from '@common/schemas/account';
import type { SessionUser } from '../../auth/session';
import type { Storage } from '../../storage/storage';
import { unauthenticated } from '../../errors';
import type { AccountRepository } from './account.repository';
import { assertDeletionConfirmed, wrongDeletionPassword } from './account.policy';

type Deps = {
  repo: AccountRepository;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The billing module: ends the user's paid subscription at the payment provider. */
  billing: { cancelForDeletedAccount(userId: string): Promise<void> };
  /** The commissions module: refunds money held for the user's unfinished commissions, either side. */
  commissions: { settleForDeletedAccount(userId: string): Promise<void> };
};

export type DeletionConfirmation = {
  confirmUsername: string;
  /** Checks the typed password against the caller's account (auth/current-password.ts). */
  passwordIsCurrent: () => Promise<boolean>;
};

/**
 * Account deletion (DELETE /api/v1/me): checks the typed username and password, deletes the user and all
 * that is theirs in one transaction (after ending a paid subscription at the payment provider) (account.repository.ts says what goes, what is anonymised
 * and which counters are recomputed), then removes their uploaded files. Files go after the
 * commit: a rolled-back deletion must not have lost them, and a file left behind by a failed
 * removal is only logged (nothing refers to it any more).
 */
export function createAccountService({ repo, storage, log, billing, commissions }: Deps) {
  async function removeUploads(userId: string): Promise<void> {
    for (const bucket of UPLOAD_BUCKETS) {
      try {
        for (const key of await storage.list(`${bucket}/${userId}/`)) await storage.delete(key);
      } catch (err) {
        log.warn({ err, userId, bucket }, 'account deletion: uploaded files left behind');
      }
    }
  }

  return {
    async deleteAccount(
      user: Pick<SessionUser, 'id' | 'username'>,
      confirm: DeletionConfirmation,
    ): Promise<DeleteAccountResult> {
      assertDeletionConfirmed(user.username, confirm.confirmUsername);
      if (!(await confirm.passwordIsCurrent())) throw wrongDeletionPassword();
      // Before the rows go: a failed call to the provider keeps the account (and says so with a
      // 5xx), rather than leave a deleted account paying for a subscription nobody can reach.
      await billing.cancelForDeletedAccount(user.id);
      // Likewise money held for commissions goes back to the patron while both rows still exist;
      // each commission settles once, so a deletion that fails later leaves nothing half done.
      await commissions.settleForDeletedAccount(user.id);
      const result = await repo.deleteUser(user.id);
      // Deleted meanwhile (another tab): the session is gone with it.
      if (!result) throw unauthenticated();
      await removeUploads(user.id);
      return { status: true, message: ACCOUNT_MESSAGES.deleted };
    },
  };
}
