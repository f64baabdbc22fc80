// The conversation's list reads at its end. The virtualiser keeps the end when rows come or grow
// (anchorTo 'end', followOnAppend) but not when the box itself gets shorter: a quote, a product or a
// second line of text in the message box below takes height from the list, and the newest message
// slid under the box. This wraps the size observer: a box that shrinks while at the end stays there.
import type { Virtualizer } from '@tanstack/react-virtual';
import { observeRectAfterLayout } from '../../kit/virtual-after-layout';

type Box = Virtualizer<HTMLDivElement, Element>;

export function observeRectKeepingEnd(instance: Box, cb: (rect: { width: number; height: number }) => void) {
  return observeRectAfterLayout(instance, (rect) => {
    // Judged against the height before this change (the virtualiser still holds it); the element has its new one.
    const before = instance.scrollRect;
    const box = instance.scrollElement;
    const shrank = before !== null && box !== null && rect.height < before.height;
    const wasAtEnd = shrank && box.scrollHeight - before.height - box.scrollTop <= instance.options.scrollEndThreshold;
    cb(rect);
    if (wasAtEnd) instance.scrollToEnd();
  });
}
