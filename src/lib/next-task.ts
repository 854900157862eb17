/**
 * Resolves in a new task of the browser's event loop, so work split by it runs as several short
 * tasks instead of one long one and input is answered in between (docs/performance.md,
 * "Hydration"). `scheduler.yield()` where the browser has it (its continuation runs ahead of other
 * queued tasks), otherwise a message to ourselves, which is not clamped as nested timeouts are.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
