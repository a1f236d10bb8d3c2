import { AI_MESSAGES, type ConsistencyFinding, type GenerationRequest } from '@common/schemas/assistant';
import { AppError, notFound } from '../../errors';
import type { ChatMessage } from '../../ai/ai-provider';
import { pageLines, parseFindings, textLines } from '../../ai/consistency-lines';
import {
  answerPrompt,
  consistencyPrompt,
  continuePrompt,
  describePrompt,
  namesPrompt,
  recapPrompt,
  rewritePrompt,
  type CharacterPage,
  type StoryFrame,
  type WorldPage,
} from '../../ai/prompts';
import type { AssistantContextRepository } from './assistant-context.repository';
import type { AssistantRetrievalRepository } from './assistant-retrieval.repository';

/** The most chapter text a recap sends, shared among the chapters so far. */
const RECAP_BUDGET = 16_000;
/** How many passages retrieval hands a story answer (each at most 1,200 characters). */
const ANSWER_PASSAGES = 8;

/** A request's messages, and for a consistency check how to read the findings out of the answer. */
export type BuiltRequest = { messages: ChatMessage[]; findings?: (answer: string) => ConsistencyFinding[] };

type Story = StoryFrame & { worldId: string | null; position: number };
type Ask = {
  context: AssistantContextRepository;
  retrieval: AssistantRetrievalRepository;
  viewerId: string;
  storyId: string;
  story: Story;
};

/** Characters of the story's world named in the excerpt: the ones present in the scene. */
function present(all: CharacterPage[], text: string): CharacterPage[] {
  const lower = text.toLowerCase();
  const named = (c: CharacterPage) =>
    lower.includes(c.name.toLowerCase()) || lower.includes(c.name.split(' ')[0]!.toLowerCase());
  return all.filter(named).slice(0, 8);
}

/** The story's world when the viewer may read it; 409 AI_NO_WORLD otherwise (same for missing or private). */
async function worldFor({ context, viewerId, story }: Ask): Promise<WorldPage> {
  const world = story.worldId ? await context.readableWorld(story.worldId, viewerId) : undefined;
  if (!world) throw new AppError(409, 'AI_NO_WORLD', AI_MESSAGES.noWorld);
  return world;
}

/**
 * The messages of one request, with only what its feature needs, read by the viewer's rules:
 * continue (summary, chapter so far, characters present), rewrite (the passage, and in a voice
 * that character's page), describe and names (the world's lore), recap (the chapters so far).
 */
export async function buildRequest(ask: Ask, request: GenerationRequest): Promise<BuiltRequest> {
  if (request.kind === 'consistency') return consistencyCheck(ask, request.text);
  return { messages: await messagesFor(ask, request) };
}

/**
 * The chapter against the pages the writer may read: the story's world (when readable) and the
 * readable characters of that world named in the chapter; 409 AI_NO_PAGES when there are none.
 */
async function consistencyCheck(ask: Ask, text: string): Promise<BuiltRequest> {
  const { context, viewerId, story } = ask;
  const world = story.worldId ? ((await context.readableWorld(story.worldId, viewerId)) ?? null) : null;
  const cast = story.worldId ? await context.readableCharactersOfWorld(story.worldId, viewerId) : [];
  const chapter = textLines(text);
  const pages = pageLines(world, present(cast, text));
  if (pages.length === 0) throw new AppError(409, 'AI_NO_PAGES', AI_MESSAGES.noPages);
  return {
    messages: consistencyPrompt(story, chapter, pages),
    findings: (answer) => parseFindings(answer, chapter, pages),
  };
}

async function messagesFor(
  ask: Ask,
  request: Exclude<GenerationRequest, { kind: 'consistency' }>,
): Promise<ChatMessage[]> {
  const { context, viewerId, story } = ask;
  switch (request.kind) {
    case 'continue': {
      const cast = story.worldId ? await context.readableCharactersOfWorld(story.worldId, viewerId) : [];
      return continuePrompt(story, request.before, present(cast, request.before));
    }
    case 'rewrite': {
      let voice: CharacterPage | null = null;
      if (request.style === 'voice') {
        voice = (await context.readableCharacter(request.characterId!, viewerId)) ?? null;
        if (!voice) throw notFound(AI_MESSAGES.characterNotFound);
      }
      return rewritePrompt(story, request.selection, request.style, voice);
    }
    case 'describe':
      return describePrompt(story, await worldFor(ask), request.place);
    case 'names':
      return namesPrompt(story, await worldFor(ask), request.subject, request.hint);
    case 'recap': {
      const each = Math.max(400, Math.floor(RECAP_BUDGET / Math.max(1, story.position)));
      return recapPrompt(story, await context.chaptersSoFar(ask.storyId, story.position, each));
    }
    case 'ask': {
      // Only the best passages go: the story's chapters and the world's pages the viewer may read.
      const passages = await ask.retrieval.passages(ask.storyId, viewerId, request.question, ANSWER_PASSAGES);
      if (passages.length === 0) throw new AppError(409, 'AI_NO_PASSAGES', AI_MESSAGES.noPassages);
      return answerPrompt(story, passages, request.question);
    }
  }
}
