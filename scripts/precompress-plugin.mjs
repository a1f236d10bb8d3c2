import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** What gets a .br and .gz twin: text files the browser downloads. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files are not worth it (the server sends them as they are). */
const MIN_BYTES = 1024;

/**
 * Vite build plugin: after the bundle is written, every compressible file of the output folder
 * gets a brotli (quality 11) and a gzip (level 9) copy next to it, for @fastify/static's
 * preCompressed option (plugins/spa.ts) to send to browsers that accept them. Source maps and
 * copies that would not be smaller are skipped.
 */
/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = '';
  return {
    name: 'inkforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.promises.readFile(file);
          if (raw.length < MIN_BYTES) return;
          const br = zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gz = zlib.gzipSync(raw, { level: 9 });
          if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
