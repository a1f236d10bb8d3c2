import type { Plugin } from 'vite';

/** The worker's source for a build made of `files` (see offline-worker-plugin.mjs). */
export function offlineWorkerSource(files: string[]): string;
export function offlineWorker(): Plugin;
