import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageIdle, PAGE_IDLE_TIMEOUT_MS } from './after-page-idle';

/** The browser's frame and idle queues, run by hand. */
function fakeBrowser({ idleCallbacks = true } = {}) {
  const frames = new Map<number, () => void>();
  const idle = new Map<number, { run: () => void; timeout?: number }>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => (frames.set(next, cb), next++));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  if (idleCallbacks) {
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options?: { timeout?: number }) => (idle.set(next, { run: cb, timeout: options?.timeout }), next++));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
  } else {
    vi.stubGlobal('requestIdleCallback', undefined);
  }
  const drain = <T>(queue: Map<number, T>, run: (item: T) => void) => {
    const items = [...queue.values()];
    queue.clear();
    items.forEach(run);
  };
  return { frames, idle, paint: () => drain(frames, (cb) => cb()), goIdle: () => drain(idle, (i) => i.run()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPageIdle', () => {
  it('runs the work after a frame and then an idle moment, not before', () => {
    const browser = fakeBrowser();
    const work = vi.fn();
    afterPageIdle(work);
    expect(browser.idle.size).toBe(0);
    browser.paint();
    expect(work).not.toHaveBeenCalled();
    expect([...browser.idle.values()][0].timeout).toBe(PAGE_IDLE_TIMEOUT_MS);
    browser.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the frame or while waiting for idle', () => {
    const browser = fakeBrowser();
    const early = vi.fn();
    afterPageIdle(early)();
    browser.paint();
    browser.goIdle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterPageIdle(late);
    browser.paint();
    cancel();
    browser.goIdle();
    expect(late).not.toHaveBeenCalled();
  });

  it('falls back to a task where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    const browser = fakeBrowser({ idleCallbacks: false });
    const work = vi.fn();
    afterPageIdle(work);
    browser.paint();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
