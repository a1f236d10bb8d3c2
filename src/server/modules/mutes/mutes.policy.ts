import { badRequest } from '../../errors';

/**
 * Muting rules: any signed-in reader may mute any author (a mute is private to the reader and
 * tells the author nothing), never themself (the database refuses it too).
 */
export function assertMayMute(userId: string, authorId: string): void {
  if (userId === authorId) throw badRequest('You cannot mute yourself');
}
