import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A file the document reads, by its path under the document's root ('book.json', 'images/1.jpg'). */
export type TypstFile = { path: string; bytes: Uint8Array };

/** The fonts that ship with Inkforge (EB Garamond, SIL Open Font License): the same book everywhere. */
const FONT_DIR = fileURLToPath(new URL('../fonts/', import.meta.url));
const WORKER = new URL('./typst-worker.mjs', import.meta.url);
/** The root the document sees; nothing is read from it on disk, every file is given in memory. */
const ROOT = '/inkforge-book';
/** A compile running longer than this is stopped (a 200,000-word book takes well under a minute). */
const TIMEOUT_MS = 5 * 60_000;

/**
 * Typesets a Typst document into PDF bytes in a worker thread of its own (the event loop stays
 * free for the site while a book is set), with only the given files and the shipped fonts.
 */
export function typesetPdf(main: string, files: TypstFile[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { root: ROOT, main, files, fontPaths: [FONT_DIR] } });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new Error('typesetting timed out'))), TIMEOUT_MS);
    worker.once('message', (msg: { pdf?: Uint8Array; error?: string }) =>
      settle(() => (msg.pdf ? resolve(msg.pdf) : reject(new Error(`typesetting failed: ${msg.error}`)))),
    );
    worker.once('error', (err) => settle(() => reject(err)));
    worker.once('exit', (code) => settle(() => reject(new Error(`typesetting stopped (exit ${code})`))));
  });
}
