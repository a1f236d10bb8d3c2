import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropOfflineCopiesWithoutPlan, queueProgress, savedStories } from './offline-reading';

/**
 * Saved copies follow the plan: a session answer whose plan has no offline downloads (or no
 * session at all) removes every saved story, the caches and the worker, after sending the
 * progress still queued; a plan that has them keeps everything.
 */
const CH1 = '00000000-0000-4000-8000-000000000001';
let store: Map<string, string>;
let cacheNames: string[];
let unregistered: number;
let sent: string[];

beforeEach(() => {
  store = new Map([
    [
      'inkforge.offline.stories',
      JSON.stringify([
        { storyId: 's1', title: 'Ferry', chapters: 3, bytes: 900, savedAt: '2026-11-01T00:00:00Z' },
      ]),
    ],
  ]);
  cacheNames = ['inkforge-offline-stories', 'inkforge-shell-abc', 'someone-elses-cache'];
  unregistered = 0;
  sent = [];
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('window', { caches: {} });
  vi.stubGlobal('caches', {
    keys: async () => [...cacheNames],
    delete: async (name: string) => {
      cacheNames = cacheNames.filter((n) => n !== name);
      return true;
    },
  });
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistrations: async () => [{ unregister: async () => (unregistered += 1) }] },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(url);
      return new Response('{}', { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('saved copies follow the plan', () => {
  it('keeps them for a plan with offline downloads', async () => {
    await dropOfflineCopiesWithoutPlan({ subscriptionTier: 'Story Connoisseur' });
    expect(savedStories().map((s) => s.storyId)).toEqual(['s1']);
    expect(cacheNames).toContain('inkforge-offline-stories');
    expect(unregistered).toBe(0);
  });

  it('sends the queued progress, then removes them, when the plan lost offline downloads', async () => {
    queueProgress('s1', { chapterId: CH1, positionInChapter: 0.5, activeSeconds: 20 });
    await dropOfflineCopiesWithoutPlan({ subscriptionTier: 'Audience Member' });
    expect(sent).toEqual(['/api/v1/library/stories/s1/progress']);
    expect(savedStories()).toEqual([]);
    expect(cacheNames).toEqual(['someone-elses-cache']);
    expect(unregistered).toBe(1);
  });

  it('removes them when the session has ended', async () => {
    await dropOfflineCopiesWithoutPlan(null);
    expect(sent).toEqual([]);
    expect(savedStories()).toEqual([]);
    expect(cacheNames).toEqual(['someone-elses-cache']);
  });
});
