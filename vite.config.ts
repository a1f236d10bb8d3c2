import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress-plugin.mjs';
import { offlineWorker } from './scripts/offline-worker-plugin.mjs';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiServer = `http://localhost:${process.env.PORT || 3000}`;

/**
 * react-router's package points every bundler at its development build; its production build is
 * the same code with the developer warnings switched off, which lets the bundler drop them from
 * the entry chunk. Only `vite build` takes it: `npm run dev` keeps the warnings.
 */
const reactRouterProductionBuild = (): Plugin => ({
  name: 'react-router-production-build',
  config: (_, { command }) =>
    command === 'build'
      ? {
          resolve: {
            alias: [
              {
                find: /^react-router$/,
                replacement: at('./node_modules/react-router/dist/production/index.mjs'),
              },
            ],
          },
        }
      : undefined,
});

/** The SPA build. The server serves dist/client; in development Vite proxies /api, /collab, /uploads and /dev. */
export default defineConfig({
  root: 'src/client',
  publicDir: at('./public'),
  plugins: [react(), tailwindcss(), offlineWorker(), precompress(), reactRouterProductionBuild()],
  resolve: {
    alias: { '@common': at('./src/common'), '@client': at('./src/client'), '@server': at('./src/server') },
  },
  // CLIENT_OUT_DIR lets the end-to-end server build into a folder of its own.
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? at('./dist/client'),
    emptyOutDir: true,
    // Source maps only when asked for (BUILD_SOURCEMAPS=true): a production build would otherwise
    // serve the app's whole source to anyone who asks for the .map files.
    sourcemap: process.env.BUILD_SOURCEMAPS === 'true',
    // .vite/manifest.json: the server preloads a public screen's own chunks from it (plugins/spa.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // The live room's libraries (Yjs, Hocuspocus) in a chunk of their own, so the writing
        // room's chunk stays under the size warning. Only the writing room imports them, so they
        // still load with it alone (checked: index.html preloads neither).
        codeSplitting: {
          groups: [
            { name: 'live', test: /node_modules[\\/](yjs|lib0|y-protocols|y-indexeddb|@hocuspocus)[\\/]/ },
            // Everything the entry imports statically (React, the router, the query client, the
            // API helper...) in the entry chunk itself: with the group above, rolldown otherwise
            // spreads them over several small chunks that every page loads anyway.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  // `npm run dev`: the API server listens on PORT (3000 unless set), so the proxy follows it.
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/dev': apiServer,
      '/collab': { target: apiServer.replace(/^http/, 'ws'), ws: true },
      '/play-live': { target: apiServer.replace(/^http/, 'ws'), ws: true },
    },
  },
});
