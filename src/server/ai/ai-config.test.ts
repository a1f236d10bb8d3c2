import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('writing assistant settings', () => {
  it('is off by default', () => {
    expect(loadConfig({}).ai).toMatchObject({
      provider: 'none',
      timeoutMs: 30_000,
      maxConcurrent: 16,
      maxConcurrentPerUser: 2,
    });
  });

  it('takes an OpenAI-compatible server with its base URL and model, the key optional', () => {
    const ai = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_MODEL: 'llama3.2:3b',
    }).ai;
    expect(ai).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2:3b',
    });
  });

  it('refuses to start with a provider it cannot use, naming each variable', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(
      /AI_BASE_URL: required[\s\S]*AI_MODEL: required/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'local' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(
      /AI_BASE_URL: set, but AI_PROVIDER is 'none'/,
    );
    expect(() =>
      loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'nope', AI_MODEL: 'm' }),
    ).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '5' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
