import {
  ADVANCED_AI_KINDS,
  AI_MESSAGES,
  AI_UNAVAILABLE_CODE,
  type AiKind,
  type AiStatus,
} from '@common/schemas/assistant';
import { AppError, notFound } from '../../errors';
import { assertCan } from '../entitlements/entitlements.policy';
import { authorizeStory, type StoryRelation } from '../stories/stories.policy';

/**
 * Who may use the writing assistant, and when it is unavailable:
 *
 * - Generating for a chapter needs the right to write it (owner, Co-Author, Editor, Collaborator;
 *   not a Beta Reader: 403); a story the caller cannot see, or a chapter not of it, answers 404.
 * - Nothing runs when no model is set up, an admin turned AI off for the server, the caller turned
 *   it off for their account, or the story's owner turned it off for their stories (409
 *   AI_UNAVAILABLE with the reason, never a 5xx: the server is fine, the feature is off).
 * - The server switch is admins' only (anyone else: 404, as if the route did not exist).
 * - The advanced tools (the consistency check, story answers) are the plan feature `advancedAi`
 *   (Master Weaver): any other plan is refused with 403 UPGRADE_REQUIRED naming the plan and
 *   linking /subscription, after the story checks and before anything is read for the prompt.
 * - The plan's monthly allowance is the entitlements module's (ai-metering.ts).
 */
type Switches = { configured: boolean; serverEnabled: boolean; accountEnabled: boolean };

export function unavailability(s: Switches): Pick<AiStatus, 'reason' | 'message'> {
  if (!s.configured) return { reason: 'not_set_up', message: AI_MESSAGES.notSetUp };
  if (!s.serverEnabled) return { reason: 'server_off', message: AI_MESSAGES.serverOff };
  if (!s.accountEnabled) return { reason: 'account_off', message: AI_MESSAGES.accountOff };
  return { reason: null, message: null };
}

export function assertAvailable(s: Switches & { ownerEnabled: boolean }): void {
  const { message } = unavailability(s);
  if (message) throw new AppError(409, AI_UNAVAILABLE_CODE, message);
  if (!s.ownerEnabled) {
    throw new AppError(
      409,
      AI_UNAVAILABLE_CODE,
      "This story's owner has turned AI assistance off for their stories.",
    );
  }
}

export function authorizeGeneration(
  relation: StoryRelation | undefined,
  chapterFound: boolean,
): StoryRelation {
  const allowed = authorizeStory(relation, 'writeChapters');
  if (!chapterFound) throw notFound('Chapter not found');
  return allowed;
}

export function assertPlanHasKind(tier: string, kind: AiKind): void {
  if (ADVANCED_AI_KINDS.includes(kind)) assertCan(tier, 'advancedAi');
}

export function assertAdmin(user: { isAdmin: boolean }): void {
  if (!user.isAdmin) throw notFound('Not found');
}
