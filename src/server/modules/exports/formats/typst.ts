import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXPORT_MESSAGES } from '@common/schemas/story-export';

/** A file the document reads, by its path under the document's root ('book.json', 'images/1.jpg'). */
export type TypstFile = { path: string; bytes: Uint8Array };

/** The fonts that ship with Inkforge (EB Garamond, SIL Open Font License): the same book everywhere. */
const FONT_DIR = fileURLToPath(new URL('../fonts/', import.meta.url));
/** The child's entry: plain JavaScript beside this file, run as is in development and production. */
const CHILD = fileURLToPath(new URL('./typst-child.mjs', import.meta.url));
/** The root the document sees; nothing is read from it on disk, every file is given in memory. */
const ROOT = '/inkforge-book';
/** A compile running longer than this is stopped (a 200,000-word book takes well under a minute). */
const TIMEOUT_MS = 5 * 60_000;
/**
 * A child growing past this is stopped. A 200,000-word book peaks near 270 MB in the child (bench/
 * exports-report.md); the cap keeps one runaway book from taking the machine's memory.
 */
const MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;
const WATCH_EVERY_MS = 100;
/**
 * glibc's malloc arenas in the child (ignored by other allocators). By default each of the
 * compiler's threads may get an arena of its own, and memory freed in one (the compile's caches,
 * dropped before the PDF is written: typst-worker.mjs) is not reused by another: the PDF step then
 * grew the child by 15-110 MB on top of the compile (2 arenas: now and then 50 MB). With one arena
 * the PDF step reuses what the caches held, every time measured, at no cost in time the bench
 * could see (bench/exports-report.md).
 */
const MALLOC_ARENAS = '1';

/** Why a typesetting failed, in words for the writer (the job's error); the detail is in `message`. */
export class TypesetError extends Error {
  constructor(
    message: string,
    readonly userMessage: string,
  ) {
    super(message);
  }
}

export type TypesetOptions = {
  timeoutMs?: number;
  memoryLimitBytes?: number;
  /** Called with the child's process id once it runs (tests, benches). */
  onStart?: (pid: number) => void;
};

/** The last finished compile's peak resident memory in its child, in bytes (benches read it). */
let lastPeakRss = 0;
export const lastTypesetPeakRss = (): number => lastPeakRss;

/** Children running now: killed if this process exits first (their IPC close stops them too). */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** The resident memory of a process, from /proc (Linux); undefined elsewhere. */
function residentBytes(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** One compile in a child of its own; settles after the child has exited, never before. */
function compileInChild(main: string, files: TypstFile[], opts: TypesetOptions): Promise<Uint8Array> {
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  const limit = opts.memoryLimitBytes ?? MEMORY_LIMIT_BYTES;
  return new Promise((resolve, reject) => {
    // No inherited loader flags (tsx, vitest): the child is plain JavaScript and starts faster.
    const child = fork(CHILD, [], {
      execArgv: [],
      env: { ...process.env, MALLOC_ARENA_MAX: MALLOC_ARENAS },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.add(child);
    let reply: { pdf?: Uint8Array; error?: string; peakRss?: number } | undefined;
    let stopped: TypesetError | undefined;
    const stop = (err: TypesetError) => {
      stopped ??= err;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new TypesetError(`typesetting timed out after ${timeoutMs} ms`, EXPORT_MESSAGES.pdfTimeout)),
      timeoutMs,
    );
    const watch = setInterval(() => {
      const rss = child.pid ? residentBytes(child.pid) : undefined;
      if (rss !== undefined && rss > limit)
        stop(new TypesetError(`typesetting used ${rss} bytes (limit ${limit})`, EXPORT_MESSAGES.pdfTooLarge));
    }, WATCH_EVERY_MS);
    child.once('spawn', () => child.pid && opts.onStart?.(child.pid));
    child.once('message', (msg: typeof reply) => (reply = msg));
    child.once('error', (err) =>
      stop(new TypesetError(`typesetting child: ${err.message}`, EXPORT_MESSAGES.pdfStopped)),
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      children.delete(child);
      if (reply?.peakRss) lastPeakRss = reply.peakRss;
      if (stopped) reject(stopped);
      else if (reply?.pdf) resolve(reply.pdf);
      else if (reply?.error)
        reject(new TypesetError(`typesetting failed: ${reply.error}`, EXPORT_MESSAGES.failed));
      else
        reject(
          new TypesetError(`typesetting stopped (${signal ?? `exit ${code}`})`, EXPORT_MESSAGES.pdfStopped),
        );
    });
    child.send({ root: ROOT, main, files, fontPaths: [FONT_DIR] });
  });
}

/** PDF compiles run one at a time in this process; the next waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Typesets a Typst document into PDF bytes in a child process, with only the given files and the
 * shipped fonts. One compile at a time per server process (queued), each child watched for time
 * and memory; whatever stops it, the promise settles only once the child is gone. Fails with a
 * TypesetError whose `userMessage` the job shows the writer.
 */
export function typesetPdf(main: string, files: TypstFile[], opts: TypesetOptions = {}): Promise<Uint8Array> {
  const run = queue.then(() => compileInChild(main, files, opts));
  queue = run.catch(() => undefined);
  return run;
}
