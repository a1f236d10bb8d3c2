import { badRequest, forbidden, notFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import { isUuid } from '../../db/keyset-cursor';
import { LISTED_WORLD_PRIVACY } from '../worlds/worlds.policy';
import { assertOwnImage, type UploadedImages } from '../worlds/workspace-rules';

/**
 * Every rule about who may see and change a character (SPEC section 6); how many characters a
 * plan allows is the entitlements module. Checked on the server only; the client receives the outcome as
 * `abilities`.
 *
 * - The owner reads and writes their character. Admins have no extra powers (SPEC section 6).
 * - Anyone signed in may read a Public character, never write it: writes answer 403 FORBIDDEN,
 *   since the character is visibly there.
 * - Any other character (Semi-Private, Private, Secret) of someone else answers 404
 *   'Character not found', exactly like a missing id.
 */
type CharacterAccessFacts = { owner: string; privacyLevel: string };
type Caller = Pick<SessionUser, 'id'>;

export const CHARACTER_NOT_FOUND = 'Character not found';
export const CHOOSE_YOUR_WORLD = 'Choose one of your worlds';

export const isCharacterOwner = (c: CharacterAccessFacts, user: Caller) => c.owner === user.id;

export const canReadCharacter = (c: CharacterAccessFacts, user: Caller) =>
  isCharacterOwner(c, user) || c.privacyLevel === 'Public';

export function characterAbilities(c: CharacterAccessFacts, user: Caller) {
  const own = isCharacterOwner(c, user);
  return { update: own, delete: own };
}

/**
 * Whether `user` may see which world a character belongs to: the owner always, others only when
 * that world is itself readable to them (Public or Marketplace), so a private world's name never
 * leaks through a public character.
 */
export function canSeeCharacterWorld(
  c: CharacterAccessFacts & { worldCreator: string | null; worldPrivacy: string | null },
  user: Caller,
): boolean {
  if (isCharacterOwner(c, user)) return true;
  return (
    c.worldCreator === user.id || (c.worldPrivacy !== null && LISTED_WORLD_PRIVACY.includes(c.worldPrivacy))
  );
}

/** A syntactically impossible id is answered like a missing character, not as a validation error. */
export function assertCharacterId(id: string): void {
  if (!isUuid(id)) throw notFound(CHARACTER_NOT_FOUND);
}

export function assertCanReadCharacter<C extends CharacterAccessFacts>(c: C | undefined, user: Caller): C {
  if (!c || !canReadCharacter(c, user)) throw notFound(CHARACTER_NOT_FOUND);
  return c;
}

/** The character if the caller may change or delete it; 404 when hidden, 403 when merely readable. */
export function assertCanWriteCharacter<C extends CharacterAccessFacts>(c: C | undefined, user: Caller): C {
  const readable = assertCanReadCharacter(c, user);
  if (!isCharacterOwner(readable, user)) throw forbidden('Only the owner of this character can change it');
  return readable;
}

/** 400 'Choose one of your worlds' on worldId unless the world is the caller's own. */
export function assertOwnWorld(isOwn: boolean): void {
  if (!isOwn) throw badRequest(CHOOSE_YOUR_WORLD, [{ path: 'worldId', message: CHOOSE_YOUR_WORLD }]);
}

/** 400 'Invalid image URL' unless the image is null or the caller's own upload in character-images. */
export const assertCharacterImage = (images: UploadedImages, url: string | null | undefined, user: Caller) =>
  assertOwnImage(images, url, 'character-images', user.id, 'characterImage');
