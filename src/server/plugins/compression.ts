import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses on the fly (brotli or gzip, as the client accepts) when they are larger
 * than COMPRESS_THRESHOLD_BYTES and of a text type: API JSON, the server-rendered pages, feeds
 * and sitemaps. Brotli runs at quality 4, cheap enough per request. Not touched: bodies that
 * already carry a Content-Encoding (the built assets, served precompressed by plugins/spa.ts),
 * types that do not compress (images, the data-export zip stream), event streams, range replies
 * and the /collab WebSocket (an upgrade, never an onSend). Request bodies are never inflated.
 * Register before the routes: the plugin hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
