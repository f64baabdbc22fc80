import { afterAll, vi } from 'vitest';

// uPlot calls matchMedia on import; jsdom lacks it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// Files that share a worker's modules (vitest.config.ts) must not hand fake timers on to the next file.
afterAll(() => {
  vi.useRealTimers();
});
