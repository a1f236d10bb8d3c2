import type { z } from 'zod';
import type { addCollaboratorSchema, Collaborations, Collaborator } from '@common/schemas/collaborator';
import { conflict, notFound, unauthenticated } from '../../errors';
import { assertCan } from '../entitlements/entitlements.policy';
import type { SessionUser } from '../../auth/session';
import { authorizeCollaboratorRemoval, authorizeStory } from '../stories/stories.policy';
import type { StoriesRepository } from '../stories/stories.repository';
import type { StoryEvents } from '../stories/story-events';
import { UNKNOWN_CREATOR } from '../stories/stories.presenter';
import type { CollaboratorRow, CollaboratorsRepository } from './collaborators.repository';

type Caller = Pick<SessionUser, 'id'>;
export type AddCollaboratorBody = z.output<typeof addCollaboratorSchema>;

export const toCollaborator = (row: CollaboratorRow): Collaborator => ({
  id: row.id,
  username: row.username,
  profileImage: row.profileImage,
  role: row.role,
  joinedAt: row.joinedAt.toISOString(),
});

/**
 * Who writes a story with its owner (SPEC section 6). Only the owner adds or removes people; a
 * collaborator may remove only themself (leave). Rules live in stories.policy.ts; whether the
 * owner's plan invites people is the entitlements policy (collaboration: Worldsmith and up).
 * Each change is told to `events` (the live room closes connections of people removed).
 */
export function createCollaboratorsService(
  repo: CollaboratorsRepository,
  storiesRepo: StoriesRepository,
  events?: Pick<StoryEvents, 'membersChanged'>,
) {
  const relationOf = (caller: Caller, storyId: string) => storiesRepo.findRelation(storyId, caller.id);

  return {
    /** The story's collaborators, for its owner and collaborators. */
    async list(caller: Caller, storyId: string): Promise<Collaborator[]> {
      authorizeStory(await relationOf(caller, storyId), 'readWorkspace');
      return (await repo.list(storyId)).map(toCollaborator);
    },

    /**
     * Owner only, on a plan with collaboration (403 UPGRADE_REQUIRED otherwise). Refuses the owner
     * themself and anyone already on the story (409). The invited person may be on any plan.
     */
    async add(caller: Caller, storyId: string, body: AddCollaboratorBody): Promise<Collaborator> {
      const relation = authorizeStory(await relationOf(caller, storyId), 'manageCollaborators');
      const tier = await repo.tierOf(relation.ownerId);
      if (tier === undefined) throw unauthenticated();
      assertCan(tier, 'collaboration');
      if (body.userId === relation.ownerId) throw conflict('You already own this story');
      if (!(await repo.userExists(body.userId))) throw notFound('User not found');
      if (!(await repo.add(storyId, body.userId, body.role)))
        throw conflict('This user is already a collaborator');
      events?.membersChanged(storyId);
      const row = await repo.find(storyId, body.userId);
      if (!row) throw notFound('User not found');
      return toCollaborator(row);
    },

    /**
     * Adds someone the owner invited, once they accept (a play session's offer of credit): the
     * owner's plan must still include collaboration (403 otherwise). False when they were on the
     * story already (nothing changes).
     */
    async addInvited(storyId: string, userId: string, role: string): Promise<boolean> {
      const relation = await relationOf({ id: userId }, storyId);
      if (!relation) throw notFound('Story not found');
      const tier = await repo.tierOf(relation.ownerId);
      if (tier === undefined) throw notFound('Story not found');
      assertCan(tier, 'collaboration');
      if (relation.isOwner) return false;
      const added = await repo.add(storyId, userId, role);
      if (added) events?.membersChanged(storyId);
      return added;
    },

    /** The owner removes anyone; a collaborator removes themself (leaves the story). */
    async remove(caller: Caller, storyId: string, userId: string): Promise<void> {
      authorizeCollaboratorRemoval(await relationOf(caller, storyId), caller.id, userId);
      if (!(await repo.remove(storyId, userId))) throw notFound('Collaborator not found');
      events?.membersChanged(storyId);
    },

    /** The /collaborators screen: people on the caller's stories, and stories they help write. */
    async collaborations(caller: Caller): Promise<Collaborations> {
      const [owned, collaborating] = await Promise.all([
        repo.ownedWithCollaborators(caller.id),
        repo.collaborating(caller.id),
      ]);
      const rows = await repo.listFor(owned.map((story) => story.id));
      return {
        owned: owned.map((story) => ({
          story,
          collaborators: rows.filter((row) => row.storyId === story.id).map(toCollaborator),
        })),
        collaborating: collaborating.map(({ role, ownerUsername, ...story }) => ({
          story,
          role,
          ownerUsername: ownerUsername ?? UNKNOWN_CREATOR,
        })),
      };
    },
  };
}

export type CollaboratorsService = ReturnType<typeof createCollaboratorsService>;
