// A scroll step that brings a boxful of new rows (a fling, a jump, Page Down) made the browser build,
// style, lay out and paint all of them in one frame: 16 rows of about 40 elements, up to 83 ms on this
// machine. Instead each pass builds at most ROWS_PER_PASS new rows in full, the ones in view
// first, and shows the others as placeholders, which cost almost nothing; once the box is still or
// slow (the end of a phone's fling), each frame fills in ROWS_PER_PASS more. A scroll slower than that
// per frame never shows a placeholder.
import { useLayoutEffect, useRef, useState } from 'react';

/** New rows built in full by one render pass: about a third of a desktop box, 6 × 64 px a frame. */
export const ROWS_PER_PASS = 6;

/** A box moving less than this a frame leaves the frame time to fill rows in (under a row's height). */
const SLOW_PX_PER_FRAME = 48;

/**
 * Which rows of the window render in full this pass. `keys` are the window's rows, those in view first;
 * `position` reads the box's scroll offset, so filling in waits while the box moves fast.
 */
export function useRowsInFull(keys: readonly string[], position: () => number): (key: string) => boolean {
  // The rows in full at the last commit; written only in the commit, so a pass React repeats or
  // throws away computes the same set.
  const built = useRef<ReadonlySet<string>>(new Set());
  const [, fillIn] = useState(0);
  const full = new Set<string>();
  let budget = ROWS_PER_PASS;
  for (const key of keys) {
    if (built.current.has(key)) full.add(key);
    else if (budget > 0) {
      full.add(key);
      budget--;
    }
  }
  const waiting = full.size < keys.length;

  // Where the last commit found the box: a commit close to it means the box is calm.
  const committedAt = useRef<number | null>(null);

  useLayoutEffect(() => {
    built.current = full;
    const isSlow = (from: number | null, to: number) => from !== null && Math.abs(to - from) < SLOW_PX_PER_FRAME;
    let last = position();
    // Calm frames in a row: a scroll sets its new offset in one frame and its event, which renders
    // that offset's rows, comes in the next, so one calm frame does not yet say the box is calm.
    let calm = isSlow(committedAt.current, last) ? 1 : 0;
    committedAt.current = last;
    if (!waiting) return;
    let frame = requestAnimationFrame(function fillWhenCalm() {
      const now = position();
      calm = isSlow(last, now) ? calm + 1 : 0;
      last = now;
      if (calm >= 2) fillIn((n) => n + 1);
      else frame = requestAnimationFrame(fillWhenCalm);
    });
    return () => cancelAnimationFrame(frame);
  });

  return (key) => full.has(key);
}
