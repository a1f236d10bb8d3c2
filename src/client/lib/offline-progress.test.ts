import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ACTIVE_SECONDS_PER_REPORT } from '@common/constants';
import { flushProgress, queueProgress, queuedProgress } from './offline-reading';

/**
 * Progress read offline: kept per story as the latest place with the reading seconds added up
 * (to one report's maximum), sent when the connection returns; a report that still cannot reach
 * the server stays queued, one the server answered leaves the queue.
 */
const CH1 = '00000000-0000-4000-8000-000000000001';
const CH2 = '00000000-0000-4000-8000-000000000002';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the offline progress queue', () => {
  it('keeps the latest place per story and adds up the seconds, to the most one report carries', () => {
    queueProgress('s1', { chapterId: CH1, positionInChapter: 0.5, activeSeconds: 40 });
    queueProgress('s1', { chapterId: CH2, positionInChapter: 0.1, activeSeconds: 30 });
    queueProgress('s2', { chapterId: CH1, positionInChapter: 1, activeSeconds: 10 });
    expect(queuedProgress()).toEqual({
      s1: { chapterId: CH2, positionInChapter: 0.1, activeSeconds: 70 },
      s2: { chapterId: CH1, positionInChapter: 1, activeSeconds: 10 },
    });
    queueProgress('s2', {
      chapterId: CH1,
      positionInChapter: 1,
      activeSeconds: MAX_ACTIVE_SECONDS_PER_REPORT,
    });
    expect(queuedProgress().s2!.activeSeconds).toBe(MAX_ACTIVE_SECONDS_PER_REPORT);
  });

  it('sends each story’s report once back online and keeps what cannot be sent', async () => {
    queueProgress('s1', { chapterId: CH2, positionInChapter: 0.25, activeSeconds: 12 });
    queueProgress('s2', { chapterId: CH1, positionInChapter: 0.5, activeSeconds: 3 });
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body: string }) => {
        if (url.includes('/s2/')) throw new TypeError('offline');
        sent.push({ url, body: JSON.parse(init.body) });
        return new Response(JSON.stringify({}), { status: 200 });
      }),
    );
    await flushProgress();
    expect(sent).toEqual([
      {
        url: '/api/v1/library/stories/s1/progress',
        body: { chapterId: CH2, positionInChapter: 0.25, activeSeconds: 12 },
      },
    ]);
    expect(Object.keys(queuedProgress())).toEqual(['s2']);
  });
});
