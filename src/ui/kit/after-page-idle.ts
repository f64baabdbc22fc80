// Work nobody waits for, kept out of a page's load: a dialog opened while the page is still being
// built forced the browser to lay the whole new page out at once, inside the task that opened it
// (113 ms on / in a Lighthouse trace).

/** The longest wait for an idle moment: a page that is never idle still gets the work done. */
export const PAGE_IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the page has painted and the browser is idle (or after PAGE_IDLE_TIMEOUT_MS).
 * Returns a cancel function, for an effect's cleanup.
 */
export function afterPageIdle(work: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame first: an idle period can come before the first paint of what was just rendered.
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => work(), { timeout: PAGE_IDLE_TIMEOUT_MS });
    else timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
