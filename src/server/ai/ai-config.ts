/**
 * The writing assistant's settings, validated with the rest of the environment at start-up
 * (config.ts). AI_PROVIDER picks the model behind every AI feature:
 *
 * - `none` (the default): no model; every AI control explains that AI assistance is not set up.
 * - `openai-compatible`: any server speaking OpenAI's chat completions API (Ollama, llama.cpp's
 *   server, vLLM, LM Studio, hosted APIs) at AI_BASE_URL with AI_MODEL; AI_API_KEY when the
 *   server asks for one (local servers accept any).
 *
 * The limits hold for either: AI_TIMEOUT_MS without a word from the model ends a generation,
 * AI_MAX_CONCURRENT generations run at once on the server, AI_MAX_CONCURRENT_PER_USER per writer.
 */
export type AiLimits = {
  /** A generation that receives nothing from the model for this long ends with a message. */
  timeoutMs: number;
  /** The most tokens one generation asks the model for. */
  maxTokens: number;
  maxConcurrent: number;
  maxConcurrentPerUser: number;
};

export type AiConfig =
  | ({ provider: 'none' } & AiLimits)
  | ({ provider: 'openai-compatible'; baseUrl: string; apiKey: string; model: string } & AiLimits);

type AiEnv = {
  AI_PROVIDER: 'none' | 'openai-compatible';
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS: number;
  AI_MAX_TOKENS: number;
  AI_MAX_CONCURRENT: number;
  AI_MAX_CONCURRENT_PER_USER: number;
};

/** The assistant's settings, or the lines naming each bad variable. */
export function loadAiConfig(e: AiEnv): AiConfig | string {
  const limits: AiLimits = {
    timeoutMs: e.AI_TIMEOUT_MS,
    maxTokens: e.AI_MAX_TOKENS,
    maxConcurrent: e.AI_MAX_CONCURRENT,
    maxConcurrentPerUser: e.AI_MAX_CONCURRENT_PER_USER,
  };
  if (e.AI_PROVIDER === 'none') {
    const stray = (['AI_BASE_URL', 'AI_MODEL'] as const).filter((name) => e[name]);
    return stray.length > 0
      ? stray
          .map((name) => `  ${name}: set, but AI_PROVIDER is 'none' (set AI_PROVIDER=openai-compatible)`)
          .join('\n')
      : { provider: 'none', ...limits };
  }
  const issues: string[] = [];
  if (!e.AI_BASE_URL)
    issues.push(
      "  AI_BASE_URL: required with AI_PROVIDER 'openai-compatible' (e.g. http://127.0.0.1:11434/v1)",
    );
  if (!e.AI_MODEL)
    issues.push("  AI_MODEL: required with AI_PROVIDER 'openai-compatible' (e.g. llama3.2:3b)");
  if (issues.length > 0) return issues.join('\n');
  return {
    provider: 'openai-compatible',
    baseUrl: e.AI_BASE_URL!.replace(/\/$/, ''),
    // Local model servers ignore the key, but the client sends one.
    apiKey: e.AI_API_KEY ?? 'not-needed',
    model: e.AI_MODEL!,
    ...limits,
  };
}
