// Runs one Typst compile in a worker thread of the typesetting child (typst-child.mjs), whose main
// thread stays free to exit when the server goes away.
// Plain JavaScript: a worker thread does not inherit the TypeScript loader of the main thread.
// In: workerData { root, main, files: [{ path, bytes }], fontPaths }. Every file the document may
// read is given here and kept in memory under `root` (a folder that need not exist), so Typst
// reads nothing from disk beyond the fonts and nothing from the network. Out: { pdf } or { error }.
import { parentPort, workerData } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

const { root, main, files, fontPaths } = workerData;
try {
  const compiler = NodeCompiler.create({ workspace: root, fontArgs: [{ fontPaths }] });
  // A view of the bytes, not a copy: the compiler keeps its own.
  for (const { path, bytes } of files)
    compiler.mapShadow(`${root}/${path}`, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const result = compiler.compile({ mainFileContent: main });
  const error = result.takeError();
  if (error || !result.result) {
    const diagnostics = error ? compiler.fetchDiagnostics(error) : [];
    parentPort.postMessage({ error: diagnostics.map((d) => d.message).join('; ') || 'no document' });
  } else {
    // The laid-out document is all the PDF needs: the compiler's memoized results are dropped
    // first, so the PDF step reuses the memory they held instead of adding to it (with one malloc
    // arena, set by typst.ts; bench/exports-report.md). The PDF is byte for byte the same.
    compiler.evictCache(0);
    const pdf = compiler.pdf(result.result, { creationTimestamp: 0 });
    // The compiler's buffer lives outside V8 and cannot be transferred: one copy that can.
    const out = new Uint8Array(pdf);
    parentPort.postMessage({ pdf: out }, [out.buffer]);
  }
} catch (err) {
  parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
