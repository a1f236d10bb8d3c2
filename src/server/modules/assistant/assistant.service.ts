import {
  AI_BUSY_CODE,
  AI_MESSAGES,
  type AiStatus,
  type ConsistencyFinding,
  type GenerationRequest,
} from '@common/schemas/assistant';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AiConfig } from '../../ai/ai-config';
import type { AiProvider } from '../../ai/ai-provider';
import { createGenerationSlots } from '../../ai/generation-slots';
import { runGeneration, type GenerationOutcome } from '../../ai/run-generation';
import { createAiMetering } from '../entitlements/ai-metering';
import { createStoriesRepository } from '../stories/stories.repository';
import { createAiSettingsRepository } from './ai-settings.repository';
import { createAssistantContextRepository } from './assistant-context.repository';
import { createAssistantRetrievalRepository } from './assistant-retrieval.repository';
import { buildRequest, type BuiltRequest } from './assistant-requests';
import {
  assertAdmin,
  assertAvailable,
  assertPlanHasKind,
  authorizeGeneration,
  unavailability,
} from './assistant.policy';

type Caller = Pick<SessionUser, 'id' | 'subscriptionTier' | 'isAdmin'>;

/** A generation ready to stream: its unit is held and its slot taken until `run` ends. */
export type PreparedGeneration = {
  run(
    cancel: AbortSignal,
    onText: (text: string) => void,
  ): Promise<GenerationOutcome & { generationId: string; findings?: ConsistencyFinding[] }>;
};

/**
 * The writing assistant: whether it is available to the caller, the switches, and generations
 * (authorize, build the context the feature needs from what the caller may read, hold a unit of
 * the plan's allowance and a slot, stream, then count it only if it completed).
 */
export function createAssistantService(db: Db, config: AiConfig, provider: AiProvider) {
  const settings = createAiSettingsRepository(db);
  const context = createAssistantContextRepository(db);
  const retrieval = createAssistantRetrievalRepository(db);
  const stories = createStoriesRepository(db);
  const metering = createAiMetering(db);
  const slots = createGenerationSlots({ total: config.maxConcurrent, perUser: config.maxConcurrentPerUser });

  async function switches(userId: string) {
    const [serverEnabled, accountEnabled] = await Promise.all([
      settings.serverEnabled(),
      settings.accountEnabled(userId),
    ]);
    return { configured: provider.configured, serverEnabled, accountEnabled };
  }

  async function promptFor(caller: Caller, request: GenerationRequest) {
    const frame = await context.storyFrame(request.storyId, request.chapterId);
    authorizeGeneration(await stories.findRelation(request.storyId, caller.id), frame !== undefined);
    assertPlanHasKind(caller.subscriptionTier, request.kind);
    const story = frame!;
    const ask = { context, retrieval, viewerId: caller.id, storyId: request.storyId, story };
    return { ownerId: story.ownerId, built: await buildRequest(ask, request) };
  }

  function takeSlot(userId: string) {
    const slot = slots.take(userId);
    if (slot === 'user') throw new AppError(429, AI_BUSY_CODE, AI_MESSAGES.busyUser);
    if (slot === 'server') throw new AppError(429, AI_BUSY_CODE, AI_MESSAGES.busyServer);
    return slot;
  }

  return {
    slots,

    async status(caller: Caller): Promise<AiStatus> {
      const s = await switches(caller.id);
      const { reason, message } = unavailability(s);
      return {
        available: reason === null,
        reason,
        message,
        adminHint: caller.isAdmin && reason === 'not_set_up' ? AI_MESSAGES.adminHint : null,
        accountEnabled: s.accountEnabled,
        serverEnabled: s.serverEnabled,
        usage: await metering.usage(caller.id, caller.subscriptionTier),
      };
    },

    setAccount: (caller: Caller, enabled: boolean) => settings.setAccount(caller.id, enabled),

    async setServer(caller: Caller, enabled: boolean): Promise<void> {
      assertAdmin(caller);
      await settings.setServer(enabled, caller.id);
    },

    /** Everything that can refuse happens here, before the answer starts streaming. */
    async prepare(caller: Caller, request: GenerationRequest): Promise<PreparedGeneration> {
      const s = await switches(caller.id);
      const { ownerId, built } = await promptFor(caller, request);
      const ownerEnabled = ownerId === caller.id ? s.accountEnabled : await settings.accountEnabled(ownerId);
      assertAvailable({ ...s, ownerEnabled });
      const slot = takeSlot(caller.id);
      let generationId: string;
      try {
        generationId = await metering.reserve(caller.id, request.storyId, request.kind);
      } catch (err) {
        slot.release();
        throw err;
      }
      return { run: (cancel, onText) => stream(generationId, slot, built, cancel, onText) };
    },

    usage: (caller: Caller) => metering.usage(caller.id, caller.subscriptionTier),
  };

  async function stream(
    generationId: string,
    slot: { release: () => void },
    { messages, findings }: BuiltRequest,
    cancel: AbortSignal,
    onText: (text: string) => void,
  ) {
    try {
      const outcome = await runGeneration({
        provider,
        messages,
        maxTokens: config.maxTokens,
        idleMs: config.timeoutMs,
        cancel,
        onText,
      });
      const chars = outcome.status === 'completed' ? outcome.text.length : 0;
      await metering.end(generationId, outcome.status, chars);
      if (outcome.status === 'completed' && findings)
        return { ...outcome, generationId, findings: findings(outcome.text) };
      return { ...outcome, generationId };
    } catch (err) {
      await metering.end(generationId, 'failed').catch(() => undefined);
      throw err;
    } finally {
      slot.release();
    }
  }
}

export type AssistantService = ReturnType<typeof createAssistantService>;
