/**
 * Lets the browser run what is waiting (input, paint, other tasks) before the caller goes on:
 * `await yieldToMain()` ends the current task. Uses `scheduler.yield()` where the browser has it
 * (the continuation keeps its place ahead of other tasks), else a message to ourselves, which is
 * not clamped like a nested `setTimeout(0)`.
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
