import { notFound } from '../../errors';

type Caller = { id: string; isAdmin: boolean };

/**
 * Who may do what with tags. Anyone (guests too) reads suggestions and tag pages, which only
 * ever show published stories. Tags on a story are written through the story (stories.policy.ts:
 * its owner). Merging tags is for admins: to anyone else the route does not exist (404).
 */
export function assertTagAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw notFound('Not found');
}
