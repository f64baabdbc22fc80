// The first Intl formatter a page builds loads the ICU locale data: 50–100 ms of one task on a phone
// (issue 15's traces), which no yield can split. That data is the renderer process's, shared by its
// threads, so a worker builds the first formatters while the main thread goes on booting; the main
// thread's own formatters are then cheap.
import { intlLocale } from '../domain/intl-locale';

/** How long boot waits for the worker before building its formatters itself. */
const WARMUP_WAIT_MS = 1000;

/** Starts the warm-up; resolves once it is done, failed (no worker, a CSP) or too slow. */
export function warmUpIntl(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, WARMUP_WAIT_MS);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      done();
      return;
    }
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(intlLocale(locale));
  });
}
