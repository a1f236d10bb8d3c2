import OpenAI from 'openai';
import type { AiConfig } from './ai-config';

/** One message of a chat prompt (prompts.ts builds them). */
export type ChatMessage = { role: 'system' | 'user'; content: string };

export type CompletionRequest = {
  messages: ChatMessage[];
  maxTokens: number;
  /** Aborted when the writer cancels or leaves, or the generation times out. */
  signal: AbortSignal;
};

/** Why a model call failed, in words a writer can act on; never the key or the raw body. */
export class ProviderError extends Error {}

/**
 * The model behind the writing assistant, one interface whichever server runs it. `stream` yields
 * the text as the model writes it and throws ProviderError when the model fails.
 */
export interface AiProvider {
  readonly name: AiConfig['provider'];
  /** Whether a model is configured at all ('none' is not). */
  readonly configured: boolean;
  stream(request: CompletionRequest): AsyncIterable<string>;
}

const noProvider: AiProvider = {
  name: 'none',
  configured: false,
  // eslint-disable-next-line require-yield
  async *stream() {
    throw new ProviderError('AI assistance is not set up on this server.');
  },
};

/**
 * Any OpenAI-compatible chat completions server, through the official client with its base URL,
 * streaming. Retries are off: a retried generation would be a second one the writer never asked for.
 */
function openAiCompatible(config: Extract<AiConfig, { provider: 'openai-compatible' }>): AiProvider {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0 });
  return {
    name: 'openai-compatible',
    configured: true,
    async *stream({ messages, maxTokens, signal }) {
      let stream;
      try {
        stream = await client.chat.completions.create(
          { model: config.model, messages, max_tokens: maxTokens, stream: true },
          { signal },
        );
      } catch (err) {
        throw describe(err, signal);
      }
      try {
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } catch (err) {
        throw describe(err, signal);
      }
    },
  };
}

function describe(err: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return err instanceof Error ? err : new Error('aborted');
  if (err instanceof OpenAI.APIError && err.status) {
    return new ProviderError(`The AI model answered with an error (HTTP ${err.status}).`);
  }
  return new ProviderError('The AI model could not be reached.');
}

/** The provider the configuration names. */
export function createAiProvider(config: AiConfig): AiProvider {
  return config.provider === 'openai-compatible' ? openAiCompatible(config) : noProvider;
}
