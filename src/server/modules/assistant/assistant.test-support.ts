import { startOpenAiStandIn, type OpenAiStandIn } from '../../ai/openai-stand-in';
import { ORIGIN } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The app with the writing assistant pointed at a fresh stand-in model server on loopback. */
export async function createAssistantApp(
  env: Record<string, string> = {},
): Promise<TestApp & { model: OpenAiStandIn }> {
  const model = await startOpenAiStandIn();
  const t = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: model.url,
    AI_MODEL: 'stand-in-1',
    AI_API_KEY: 'sk-test-key',
    AI_TIMEOUT_MS: '2000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ...env,
  });
  return {
    ...t,
    model,
    async close() {
      await t.close();
      await model.close();
    },
  };
}

export type StreamEvent = { event: string; data: Record<string, unknown> };

/** The events of a Server-Sent Events body. */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** POST /api/v1/ai/generations as the SPA sends it. */
export function generate(t: TestApp, cookie: string | undefined, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/ai/generations',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

/** The text a stream wrote, and how it ended. */
export function streamed(body: string): { text: string; end: StreamEvent | undefined } {
  const events = parseEvents(body);
  return {
    text: events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join(''),
    end: events.find((e) => e.event === 'done' || e.event === 'error'),
  };
}
