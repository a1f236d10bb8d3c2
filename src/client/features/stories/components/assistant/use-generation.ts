import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsistencyFinding, GenerationDone, GenerationRequest } from '@common/schemas/assistant';
import { aiStatusKey } from '@client/lib/ai-status';

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'streaming'; text: string }
  | { phase: 'done'; text: string; generationId: string; findings?: ConsistencyFinding[] }
  | { phase: 'error'; text: string; message: string; upgradeUrl?: string };

type ErrorBody = { error?: { message?: string; details?: { upgradeUrl?: string } } };

/** The events of a Server-Sent Events buffer, and what is left of an unfinished one. */
function takeEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block) => ({
    event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
    data: /^data: (.*)$/m.exec(block)?.[1] ?? '{}',
  }));
  return { events, rest };
}

/**
 * One generation of the writing assistant at a time: POST /api/v1/ai/generations, its streamed
 * text as it arrives, then done or an error the writer can read (a refusal's upgrade link
 * included). `stop` (and unmounting: closing the panel or leaving) cancels it, which costs nothing.
 */
export function useGeneration() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (request: GenerationRequest) => {
      stop();
      const abort = new AbortController();
      controller.current = abort;
      let text = '';
      setState({ phase: 'streaming', text });
      const fail = (message: string, upgradeUrl?: string) =>
        setState({ phase: 'error', text, message, upgradeUrl });
      try {
        const res = await fetch('/api/v1/ai/generations', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: abort.signal,
        });
        if (!res.ok || !res.body) {
          const body = (await res.json().catch(() => ({}))) as ErrorBody;
          return fail(
            body.error?.message ?? `The request failed (HTTP ${res.status}).`,
            body.error?.details?.upgradeUrl,
          );
        }
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const { events, rest } = takeEvents(buffer + value);
          buffer = rest;
          for (const { event, data } of events) {
            const parsed = JSON.parse(data) as { text?: string; message?: string } & Partial<GenerationDone>;
            if (event === 'delta') {
              text += parsed.text ?? '';
              setState({ phase: 'streaming', text });
            } else if (event === 'done') {
              setState({
                phase: 'done',
                text,
                generationId: parsed.generationId ?? '',
                findings: parsed.findings,
              });
              queryClient.setQueryData(aiStatusKey, (old: object | undefined) =>
                old ? { ...old, usage: parsed.usage } : old,
              );
            } else if (event === 'error') {
              fail(parsed.message ?? 'The generation failed.');
            }
          }
        }
      } catch {
        if (abort.signal.aborted)
          setState(
            text ? { phase: 'error', text, message: 'Stopped. Nothing was counted.' } : { phase: 'idle' },
          );
        else fail('Could not reach the server. Check your connection and try again.');
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [queryClient, stop],
  );

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  return { state, start, stop, reset };
}
