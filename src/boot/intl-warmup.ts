// The first Intl formatter a page builds loads the ICU locale data: 50–100 ms of one task on a phone
// (seen in Lighthouse traces), which no yield can split. That data is the renderer process's, shared by its
// threads, so a worker builds the first formatters while the main thread goes on booting; the main
// thread's own formatters are then cheap.

/** How long boot waits for the worker before building its formatters itself. */
const WARMUP_WAIT_MS = 1000;

/** How the warm-up ended: the performance mark `intl-warmup` carries it (traces and the e2e check read it). */
export type WarmUpOutcome = 'ready' | 'failed' | 'too-slow';

/**
 * Starts the warm-up for the app locale `locale`; resolves once it is done, failed (no worker, a CSP)
 * or too slow. It fails softly, since the main thread can load the data itself.
 */
export function warmUpIntl(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const end = (outcome: WarmUpOutcome) => {
      clearTimeout(timer);
      worker?.terminate();
      performance.mark('intl-warmup', { detail: outcome });
      resolve();
    };
    const timer = setTimeout(() => end('too-slow'), WARMUP_WAIT_MS);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      end('failed');
      return;
    }
    worker.onmessage = () => end('ready');
    worker.onerror = () => end('failed');
    worker.postMessage(locale);
  });
}
