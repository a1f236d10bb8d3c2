import { useSyncExternalStore } from 'react';
import { MAX_ACTIVE_SECONDS_PER_REPORT } from '@common/constants';
import { can } from '@common/entitlements';
import type { LibraryStory } from '@common/schemas/library';
import type { ProgressReport } from '@common/schemas/reading';
import { ApiError, api } from './api';
import { INDEX_KEY, QUEUE_KEY } from './offline-sync';

/**
 * Offline reading (issue 24), in the browser. Saving a story registers the offline worker
 * (/offline-sw.js, built from scripts/offline-worker.js: it caches the app shell and answers the
 * library's story and chapter requests from the saved copies when the network fails) and stores
 * the story page and each chapter the reader may read, fetched through the normal library API, so
 * every privacy and lock rule applies. What is saved, and its size, is listed in localStorage.
 * Progress made offline is queued per story and sent when the connection returns. Signing out
 * clears all of it (`clearOffline`), and so does a session answer whose plan no longer includes
 * offline downloads (`dropOfflineCopiesWithoutPlan`).
 */
export const STORIES_CACHE = 'inkforge-offline-stories';
const WORKER_URL = '/offline-sw.js';

export type SavedStory = { storyId: string; title: string; chapters: number; bytes: number; savedAt: string };

const storyUrl = (storyId: string) => `/api/v1/library/stories/${encodeURIComponent(storyId)}`;
const chapterUrl = (storyId: string, chapterId: string) =>
  `${storyUrl(storyId)}/chapters/${encodeURIComponent(chapterId)}`;

function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
const writeJson = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

/** Whether this browser can keep stories offline (a service worker and the Cache API). */
export const offlineSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;

/** The saved stories, newest first. */
export const savedStories = (): SavedStory[] =>
  readJson<SavedStory[]>(INDEX_KEY, []).sort((a, b) => b.savedAt.localeCompare(a.savedAt));

export const isSavedOffline = (storyId: string): boolean =>
  savedStories().some((story) => story.storyId === storyId);

/** Registers the offline worker and waits until it controls the page's later requests. */
async function registerWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  void registration;
}

/** Saves a story for offline reading: its page and every chapter the caller may read. */
export async function saveStoryOffline(storyId: string): Promise<SavedStory> {
  if (!offlineSupported()) throw new Error('This browser cannot keep stories for offline reading.');
  await registerWorker();
  const cache = await caches.open(STORIES_CACHE);
  let bytes = 0;
  const keep = async (url: string): Promise<Response> => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new ApiError(response.status, 'SAVE_FAILED', 'The story could not be saved.');
    bytes += (await response.clone().arrayBuffer()).byteLength;
    await cache.put(url, response.clone());
    return response;
  };
  const story = (await (await keep(storyUrl(storyId))).json()) as LibraryStory;
  const readable = story.chapters.filter((chapter) => !chapter.locked);
  for (const chapter of readable) await keep(chapterUrl(storyId, chapter.id));
  const saved: SavedStory = {
    storyId,
    title: story.title,
    chapters: readable.length,
    bytes,
    savedAt: new Date().toISOString(),
  };
  writeJson(INDEX_KEY, [saved, ...savedStories().filter((s) => s.storyId !== storyId)]);
  return saved;
}

/** Removes one saved story's copies. */
export async function removeSavedStory(storyId: string): Promise<void> {
  if ('caches' in window) {
    const cache = await caches.open(STORIES_CACHE);
    const prefix = `${location.origin}${storyUrl(storyId)}`;
    for (const request of await cache.keys())
      if (request.url === prefix || request.url.startsWith(`${prefix}/`)) await cache.delete(request);
  }
  writeJson(
    INDEX_KEY,
    savedStories().filter((s) => s.storyId !== storyId),
  );
}

/** Signing out: every saved story, the queued progress, the shell and the worker are gone. */
export async function clearOffline(): Promise<void> {
  localStorage.removeItem(INDEX_KEY);
  localStorage.removeItem(QUEUE_KEY);
  if ('caches' in window)
    for (const name of await caches.keys())
      if (name === STORIES_CACHE || name.startsWith('inkforge-shell-')) await caches.delete(name);
  if ('serviceWorker' in navigator)
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
}

/**
 * Saved copies are a plan feature. When the server's session answer says nobody is signed in any
 * more (the session ended elsewhere) or the reader's plan no longer includes offline downloads (a
 * downgrade, a lapsed subscription), the progress still queued is sent (while a session lasts)
 * and then every saved copy, the shell and the worker are removed, so chapters read under a plan
 * do not stay readable after it. Only a fresh answer from the server calls this, so never offline.
 */
export async function dropOfflineCopiesWithoutPlan(user: { subscriptionTier: string } | null): Promise<void> {
  if (savedStories().length === 0) return;
  if (user && can(user.subscriptionTier, 'offlineDownloads')) return;
  if (user) await flushProgress();
  await clearOffline();
}

type Queue = Record<string, Required<ProgressReport>>;

/**
 * Keeps a progress report made offline: the latest place per story, its reading seconds added up
 * (to the most one report may carry).
 */
export function queueProgress(storyId: string, report: ProgressReport): void {
  const queue = readJson<Queue>(QUEUE_KEY, {});
  const before = queue[storyId]?.activeSeconds ?? 0;
  queue[storyId] = {
    chapterId: report.chapterId,
    positionInChapter: report.positionInChapter,
    activeSeconds: Math.min(MAX_ACTIVE_SECONDS_PER_REPORT, before + (report.activeSeconds ?? 0)),
  };
  writeJson(QUEUE_KEY, queue);
}

export const queuedProgress = (): Queue => readJson<Queue>(QUEUE_KEY, {});

/**
 * Sends the queued progress; a report the server answers (saved or refused) leaves the queue, one
 * that cannot reach it stays for the next time.
 */
export async function flushProgress(): Promise<void> {
  for (const [storyId, report] of Object.entries(queuedProgress())) {
    try {
      await api(`${storyUrl(storyId)}/progress`, { method: 'PUT', body: report });
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) continue;
    }
    const queue = queuedProgress();
    delete queue[storyId];
    writeJson(QUEUE_KEY, queue);
  }
}

/** '12 KB', '1.4 MB': the size of a saved story. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const onOnlineChange = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the browser has a connection, kept up to date. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    onOnlineChange,
    () => navigator.onLine,
    () => true,
  );
