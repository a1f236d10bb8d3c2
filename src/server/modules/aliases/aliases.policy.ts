import { ALIAS_MESSAGES } from '@common/schemas/aliases';
import { notFound } from '../../errors';
import type { AliasRow } from './aliases.repository';

/**
 * Alias rules (SPEC section 6): a user lists, changes and deletes only their own aliases. Anyone
 * else's alias, admins included, answers 404 like a missing one, so alias ids cannot be probed.
 * Only public aliases are ever shown to other people (see searchPublic).
 */
export function assertOwnAlias(row: AliasRow | undefined): asserts row is AliasRow {
  if (!row) throw aliasNotFound();
}

export const aliasNotFound = () => notFound(ALIAS_MESSAGES.notFound);
