import type { UserConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

// `PORT=5604 npm run dev`: Vite's proxy must reach the API server on that port, not 3000.
describe('the development proxy', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('follows PORT to the API server', async () => {
    vi.stubEnv('PORT', '5604');
    const { default: config } = (await import('../../vite.config')) as { default: UserConfig };
    const proxy = config.server?.proxy as Record<string, string | { target: string }>;
    expect(proxy['/api']).toBe('http://localhost:5604');
    expect(proxy['/dev']).toBe('http://localhost:5604');
    expect(proxy['/collab']).toMatchObject({ target: 'ws://localhost:5604' });
  });

  it('builds no public source maps unless asked for', async () => {
    const { default: config } = (await import('../../vite.config')) as { default: UserConfig };
    expect(config.build?.sourcemap).toBe(false);
  });
});
