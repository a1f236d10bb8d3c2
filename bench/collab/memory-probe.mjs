import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server process by bench/collab/run.ts (node --expose-gc --import ...); the
 * server itself knows nothing of the bench. IPC messages:
 * - 'memory': collects garbage (twice, so finalised objects go too), answers process.memoryUsage();
 * - 'stats': answers the event-loop delay (ms) and CPU time used since the last 'stats', and resets.
 */
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let cpuSince = process.cpuUsage();
let wallSince = performance.now();

process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() });
  } else if (message === 'stats') {
    const cpu = process.cpuUsage(cpuSince);
    const wallMs = performance.now() - wallSince;
    process.send?.({
      stats: {
        loopP50: loop.percentile(50) / 1e6,
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
        cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
        cpuMs: (cpu.user + cpu.system) / 1000,
      },
    });
    loop.reset();
    cpuSince = process.cpuUsage();
    wallSince = performance.now();
  }
});
// The IPC channel must not keep a server alive that was told to stop.
process.channel?.unref();
