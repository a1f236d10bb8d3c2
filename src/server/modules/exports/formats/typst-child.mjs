// The child process that typesets one PDF book, so Typst's memory (native, outside V8, not capped
// by a worker's resourceLimits) is this process's and goes back to the system when it exits.
// Plain JavaScript: the child runs without the TypeScript loader, in development (tsx, vitest)
// and in production alike. Spawned by typst.ts with an IPC channel ('advanced' serialization).
// In: one message { root, main, files: [{ path, bytes }], fontPaths }. Out: one message
// { pdf, peakRss } or { error }, then the process exits.
// The compile runs in a worker thread of this process (typst-worker.mjs) so that this thread
// stays free to notice the server going away: when the IPC channel closes (the server stopped or
// was killed), the child exits at once, mid-compile included. No orphan outlives its server.
import { Worker } from 'node:worker_threads';

const WORKER = new URL('./typst-worker.mjs', import.meta.url);

// process.exit() would wait for the worker, and a worker inside a native compile does not stop:
// the child ends itself with SIGKILL, which waits for nothing.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
process.once('message', (job) => {
  const worker = new Worker(WORKER, { workerData: job });
  let replied = false;
  const reply = (msg) => {
    if (replied) return;
    replied = true;
    // maxRSS is in kilobytes: the child's peak resident memory, worker and compiler included.
    const peakRss = process.resourceUsage().maxRSS * 1024;
    process.send({ ...msg, peakRss }, () => process.exit(0));
  };
  worker.once('message', reply);
  worker.once('error', (err) => reply({ error: err instanceof Error ? err.message : String(err) }));
  worker.once('exit', (code) => reply({ error: `the compiler stopped (exit ${code})` }));
});
