import type { MutedAuthors, MuteState } from '@common/schemas/recommendations';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { createMutesRepository } from './mutes.repository';
import { assertMayMute } from './mutes.policy';

/**
 * Muting authors (issue 25): a muted author's stories are never recommended and the library's
 * advanced filter can hide them. Muting again or unmuting an author not muted changes nothing.
 */
export function createMutesService(db: Db) {
  const repo = createMutesRepository(db);

  async function author(me: { id: string }, username: string) {
    const user = await repo.findUserByUsername(username);
    if (!user) throw notFound('User not found');
    assertMayMute(me.id, user.id);
    return user;
  }

  return {
    async mute(me: { id: string }, username: string): Promise<MuteState> {
      await repo.insert(me.id, (await author(me, username)).id);
      return { muted: true };
    },

    async unmute(me: { id: string }, username: string): Promise<MuteState> {
      await repo.delete(me.id, (await author(me, username)).id);
      return { muted: false };
    },

    async list(me: { id: string }): Promise<MutedAuthors> {
      const rows = await repo.list(me.id);
      return { items: rows.map((r) => ({ ...r, mutedAt: r.mutedAt.toISOString() })) };
    },
  };
}
