// Boot runs as a chain of short tasks instead of one long one: between its steps the browser may paint,
// answer a tap and run other work. On a slow phone one step of the old boot held the main thread for
// hundreds of milliseconds (Lighthouse's Total Blocking Time).

type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task. `scheduler.yield()` resumes ahead of other queued work where the browser has
 * it; elsewhere a message on a fresh channel (unlike setTimeout, never clamped to 4 ms when nested).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
