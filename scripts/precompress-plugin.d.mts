import type { Plugin } from 'vite';

/** Writes a .br and .gz copy of each compressible built file (see precompress-plugin.mjs). */
export function precompress(): Plugin;
