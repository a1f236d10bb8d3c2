import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import perf_hooks from 'node:perf_hooks';

/**
 * The profiled server's side of `bench/framework-tax.ts --profile`: the profilers start when the
 * parent sends 'profile' (after its warm-up run, so start-up and first-call work such as compiling
 * and filling caches stay out of what is reported a request) and are written out by `finish`.
 * `cpuOut` takes the V8 CPU profiler, `heapOut` the sampling heap profiler counting what both
 * collectors freed (what a request allocates, not what stays). Either way the garbage collections
 * in between are counted and printed on stderr.
 */
export function profileWhenAsked(side: string, out: { cpuOut?: string; heapOut?: string }) {
  const { cpuOut, heapOut } = out;
  const session = cpuOut || heapOut ? new inspector.Session() : undefined;
  session?.connect();
  let collections: GcTally | undefined;
  process.on('message', async (message) => {
    if (message !== 'profile' || !session) return;
    collections = tallyCollections();
    if (cpuOut) {
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    if (heapOut)
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 512,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    process.send!('profiling');
  });
  return {
    async finish() {
      if (collections) console.error(`${side}, while profiled: ${collections.stop()}`);
      if (cpuOut) {
        const { profile } = await session!.post('Profiler.stop');
        fs.writeFileSync(cpuOut, JSON.stringify(profile));
      }
      if (heapOut) {
        const { profile } = await session!.post('HeapProfiler.stopSampling');
        fs.writeFileSync(heapOut, JSON.stringify(profile));
      }
    },
  };
}

type GcTally = { stop(): string };

/**
 * Counts the garbage collections from now until `stop` (V8's GC performance entries): how many of
 * each kind and their main-thread pause, with the heap in use at both ends. Work V8's helper
 * threads do beside the pauses shows in the per-thread CPU split, not here.
 */
function tallyCollections(): GcTally {
  const kinds = new Map<string, { count: number; ms: number }>();
  const names: Record<number, string> = {
    [perf_hooks.constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
    [perf_hooks.constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
    [perf_hooks.constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
    [perf_hooks.constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  const heapBefore = process.memoryUsage().heapUsed;
  const observer = new perf_hooks.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as unknown as { detail: { kind: number } };
      const kind = names[detail.kind] ?? 'other';
      const tally = kinds.get(kind) ?? { count: 0, ms: 0 };
      tally.count++;
      tally.ms += entry.duration;
      kinds.set(kind, tally);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return {
    stop() {
      observer.disconnect();
      const each = [...kinds].map(([kind, t]) => `${t.count} ${kind} (${t.ms.toFixed(0)} ms)`).join(', ');
      return `collections ${each || 'none'}; heap in use ${mb(heapBefore)} MB, then ${mb(process.memoryUsage().heapUsed)} MB`;
    },
  };
}
