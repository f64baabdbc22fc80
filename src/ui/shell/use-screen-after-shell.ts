// A signed-in page's first reveal in two steps: the shell, then its screen. Together they were one
// long commit and one long layout, the longest tasks of a signed-in first visit; apart, each is short.
import { startTransition, useEffect, useState } from 'react';

/** How long a hidden page (no frames) waits before showing the screen anyway. */
export const SCREEN_AFTER_SHELL_FALLBACK_MS = 100;

/**
 * False for the shell's first render, true once the browser has painted it: the screen then renders
 * (in a transition, which React cuts into slices) and is laid out in tasks of its own.
 */
export function useScreenAfterShell(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      startTransition(() => setShown(true));
    };
    // After the next frame has been rendered: a task queued from requestAnimationFrame runs after the paint.
    const frame = requestAnimationFrame(() => { timer = setTimeout(show); });
    // A page in the background renders no frames.
    const fallback = setTimeout(show, SCREEN_AFTER_SHELL_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return shown;
}
