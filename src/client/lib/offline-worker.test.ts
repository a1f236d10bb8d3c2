import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offlineWorkerSource } from '../../../scripts/offline-worker-plugin.mjs';

/**
 * The offline reading worker as the build writes it (scripts/offline-worker-plugin.mjs), run in a
 * sandbox with a fake Cache API and network: it caches the shell at install, answers the saved
 * stories' library requests from their cache only when the network fails, and lets every other
 * request (other API answers, writes) pass through untouched, so nothing private is kept or served.
 */
type Handler = (event: unknown) => void;

const buildWorker = (bundleFiles: string[]): string => offlineWorkerSource(bundleFiles);

function runWorker(source: string, online: boolean) {
  const handlers: Record<string, Handler> = {};
  const stores: Record<string, Map<string, string>> = {
    'inkforge-offline-stories': new Map([
      ['http://ink.test/api/v1/library/stories/s1/chapters/c1', 'saved c1'],
    ]),
  };
  const added: string[] = [];
  const caches = {
    open: async (name: string) => {
      stores[name] ??= new Map();
      return {
        addAll: async (urls: string[]) => added.push(...urls),
        add: async (url: string) => {
          if (url.includes('missing')) throw new TypeError('404');
          added.push(url);
        },
      };
    },
    keys: async () => Object.keys(stores),
    delete: async (name: string) => delete stores[name],
    match: async (request: string | { url: string }, { cacheName }: { cacheName: string }) => {
      const url = typeof request === 'string' ? `http://ink.test${request}` : request.url;
      return stores[cacheName]?.get(url) ?? (url.endsWith('/index.html') ? 'shell' : undefined);
    },
  };
  const fetch = async (request: { url: string }) => {
    if (!online) throw new TypeError('offline');
    return `network ${request.url}`;
  };
  const self = {
    addEventListener: (type: string, fn: Handler) => (handlers[type] = fn),
    location: { origin: 'http://ink.test' },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  vm.runInNewContext(source, { self, caches, fetch, Response: { error: () => 'error' }, URL, JSON, Promise });
  /** What the worker answers for a request: undefined when it lets the request pass. */
  const request = async (url: string, init: { method?: string; mode?: string } = {}) => {
    let answer: Promise<unknown> | undefined;
    handlers.fetch!({
      request: { url: `http://ink.test${url}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (p: Promise<unknown>) => (answer = p),
    });
    return answer === undefined ? undefined : await answer;
  };
  return { handlers, added, request };
}

describe('the offline reading worker', () => {
  const source = buildWorker([
    'assets/index-abc.js',
    'assets/index-def.css',
    'assets/a.js.map',
    '.vite/manifest.json',
  ]);

  it('caches the shell and the built scripts and styles at install, past a file that fails', async () => {
    const worker = runWorker(source, true);
    let done: Promise<unknown> = Promise.resolve();
    worker.handlers.install!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    expect(worker.added).toEqual([
      '/index.html',
      '/theme-boot.js',
      '/favicon.svg',
      '/assets/index-abc.js',
      '/assets/index-def.css',
    ]);
  });

  it('online, sends everything to the network', async () => {
    const worker = runWorker(source, true);
    expect(await worker.request('/api/v1/library/stories/s1/chapters/c1')).toBe(
      'network http://ink.test/api/v1/library/stories/s1/chapters/c1',
    );
  });

  it('offline, answers a saved chapter and the page shell, and nothing else', async () => {
    const worker = runWorker(source, false);
    expect(await worker.request('/api/v1/library/stories/s1/chapters/c1')).toBe('saved c1');
    expect(await worker.request('/api/v1/library/stories/s1/chapters/c2')).toBe('error');
    expect(await worker.request('/library/s1/chapters/c1', { mode: 'navigate' })).toBe('shell');
    // Other API answers and writes are never handled, so never cached or served by the worker.
    expect(await worker.request('/api/v1/me/reading')).toBeUndefined();
    expect(await worker.request('/api/v1/session')).toBeUndefined();
    expect(await worker.request('/api/v1/library/stories/s1/progress', { method: 'PUT' })).toBeUndefined();
    expect(await worker.request('/api/v1/library/stories/s1/epub')).toBeUndefined();
  });

  it('gets a new version when the build’s files change', () => {
    const version = (s: string) =>
      /inkforge-shell-\$\{VERSION\}/.test(s) && s.match(/const VERSION = '(\w+)'/)?.[1];
    expect(version(source)).toMatch(/^\w{16}$/);
    expect(version(buildWorker(['assets/index-xyz.js']))).not.toBe(version(source));
  });
});
