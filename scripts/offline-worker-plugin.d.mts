import type { Plugin } from 'vite';

export function offlineWorker(): Plugin;
