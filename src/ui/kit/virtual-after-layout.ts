// TanStack Virtual reads the scroll box's size and writes its scroll position as soon as the table
// mounts, inside React's commit; each forces the browser to lay the whole new page out there, and on a
// slow phone the commit and that layout were one long task. These read the size when the
// browser reports it after its own layout, and skip writing the start to a box that is there.
import { elementScroll, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

type Box = Virtualizer<HTMLDivElement, Element>;

/** The box's size from a ResizeObserver, which reports once the browser has laid it out (and on every change). */
export function observeRectAfterLayout(instance: Box, cb: (rect: { width: number; height: number }) => void) {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return observeElementRect(instance, cb);
  const observer = new Observer(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/**
 * The library's scroll write, except a write to the start while the box is known to be there (its mount
 * writes the offset it starts at; the known offset follows every scroll event, so no layout is read).
 */
export function scrollUnlessThere(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Box) {
  if (offset + (options.adjustments ?? 0) === 0 && (instance.scrollOffset ?? 0) === 0) return;
  elementScroll(offset, options, instance);
}
