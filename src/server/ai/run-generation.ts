import { ProviderError, type AiProvider, type ChatMessage } from './ai-provider';

export type GenerationOutcome =
  { status: 'completed'; text: string } | { status: 'cancelled' } | { status: 'failed'; message: string };

export const timeoutMessage = (ms: number) =>
  `The AI model did not answer within ${Math.round(ms / 1000)} seconds: it may be slow or down. Nothing was counted; try again later.`;

/**
 * Streams one completion to `onText`, ending in one outcome: completed, cancelled (the writer
 * closed the panel or left: `cancel` aborted) or failed (the model answered an error, could not be
 * reached, or wrote nothing for `idleMs`). The model's request is aborted in every case but success.
 */
export async function runGeneration(options: {
  provider: AiProvider;
  messages: ChatMessage[];
  maxTokens: number;
  idleMs: number;
  cancel: AbortSignal;
  onText: (text: string) => void;
}): Promise<GenerationOutcome> {
  const { provider, messages, maxTokens, idleMs, cancel, onText } = options;
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleMs);
  };
  const onCancel = () => controller.abort();
  cancel.addEventListener('abort', onCancel, { once: true });
  let text = '';
  try {
    if (cancel.aborted) return { status: 'cancelled' };
    arm();
    for await (const piece of provider.stream({ messages, maxTokens, signal: controller.signal })) {
      if (controller.signal.aborted) break;
      arm();
      text += piece;
      onText(piece);
    }
    if (timedOut) return { status: 'failed', message: timeoutMessage(idleMs) };
    if (cancel.aborted) return { status: 'cancelled' };
    if (text.trim() === '')
      return { status: 'failed', message: 'The AI model wrote nothing. Nothing was counted; try again.' };
    return { status: 'completed', text };
  } catch (err) {
    if (timedOut) return { status: 'failed', message: timeoutMessage(idleMs) };
    if (cancel.aborted) return { status: 'cancelled' };
    const message = err instanceof ProviderError ? err.message : 'The AI model failed.';
    return { status: 'failed', message: `${message} Nothing was counted; try again later.` };
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
  }
}
