import { badRequest, forbidden, notFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import { assertOwnImage, type UploadedImages } from './workspace-rules';
import { isUuid } from '../../db/keyset-cursor';

/**
 * Every rule about who may see and change a world (SPEC section 6); how many private worlds a plan
 * allows is the entitlements module. Checked on the server only; the client receives the outcome as
 * `abilities`.
 *
 * - The creator reads and writes their world. Admins have no extra powers (SPEC section 6).
 * - Anyone signed in may read a Public or Marketplace world, never write it: writes answer
 *   403 FORBIDDEN, since the world is visibly there.
 * - A 'Group Only' world is readable (never writable) by the members of the group it is shared
 *   with (`sharedWithViewer`, read by the service from group_members).
 * - Any other world (Private, Group Only) of someone else answers 404 'World not found', exactly
 *   like a missing id, so private ids cannot be probed.
 */
type WorldAccessFacts = { creator: string; privacyLevel: string; sharedWithViewer?: boolean };

/** Privacy levels whose worlds every signed-in user may read (SPEC section 7: public list of worlds). */
export const LISTED_WORLD_PRIVACY: readonly string[] = ['Public', 'Marketplace'];

export const WORLD_NOT_FOUND = 'World not found';

export const isWorldCreator = (world: WorldAccessFacts, user: Pick<SessionUser, 'id'>) =>
  world.creator === user.id;

export const canReadWorld = (world: WorldAccessFacts, user: Pick<SessionUser, 'id'>) =>
  isWorldCreator(world, user) ||
  LISTED_WORLD_PRIVACY.includes(world.privacyLevel) ||
  (world.privacyLevel === 'Group Only' && world.sharedWithViewer === true);

export const GROUP_SHARE_MESSAGE = 'You can share a world only with a group you belong to';

/**
 * The shared group a write leaves on the world: the group given (or kept) for a 'Group Only'
 * world, which must be one the creator belongs to (400 otherwise); null for any other privacy.
 */
export function sharedGroupAfterWrite(
  privacyLevel: string,
  groupId: string | null | undefined,
  isMember: boolean,
): string | null {
  if (privacyLevel !== 'Group Only' || !groupId) return null;
  if (!isMember)
    throw badRequest(GROUP_SHARE_MESSAGE, [{ path: 'sharedGroupId', message: GROUP_SHARE_MESSAGE }]);
  return groupId;
}

export function worldAbilities(world: WorldAccessFacts, user: Pick<SessionUser, 'id'>) {
  const own = isWorldCreator(world, user);
  return { update: own, delete: own };
}

/** A syntactically impossible id is answered like a missing world, not as a validation error. */
export function assertWorldId(id: string): void {
  if (!isUuid(id)) throw notFound(WORLD_NOT_FOUND);
}

/** The world if the caller may read it; 404 otherwise (missing and hidden look the same). */
export function assertCanReadWorld<W extends WorldAccessFacts>(
  world: W | undefined,
  user: Pick<SessionUser, 'id'>,
): W {
  if (!world || !canReadWorld(world, user)) throw notFound(WORLD_NOT_FOUND);
  return world;
}

/** The world if the caller may change or delete it; 404 when hidden, 403 when merely readable. */
export function assertCanWriteWorld<W extends WorldAccessFacts>(
  world: W | undefined,
  user: Pick<SessionUser, 'id'>,
): W {
  const readable = assertCanReadWorld(world, user);
  if (!isWorldCreator(readable, user)) throw forbidden('Only the creator of this world can change it');
  return readable;
}

/** 400 'Invalid image URL' unless the image is null or the caller's own upload in world-images. */
export const assertWorldImage = (
  images: UploadedImages,
  url: string | null | undefined,
  user: Pick<SessionUser, 'id'>,
) => assertOwnImage(images, url, 'world-images', user.id, 'worldImage');
