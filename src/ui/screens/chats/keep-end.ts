// The conversation's list reads at its end. The virtualiser keeps the end when rows come or grow
// (anchorTo 'end', followOnAppend) but not when the box itself gets shorter: a quote, a product or a
// second line of text in the message box below takes height from the list, and the newest message
// slid under the box. This wraps the size observer: a box that shrinks while at the end stays there.
import type { Virtualizer } from '@tanstack/react-virtual';
import { observeRectAfterLayout } from '../../kit/virtual-after-layout';
import { isMessageKey } from './message-rows';

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

/**
 * The row an older page keeps in place is the one at the top of the view (the library asks
 * getVirtualItemForOffset). At the very top that is the older button or a day's chip, which stay first
 * while the page comes in under them, so the view stayed at the top and showed the page instead of the
 * reader's message: the first message at or below is the one kept. (Read with the rows before the change.)
 */
export function anchorOnMessages(instance: Box) {
  const itemAt = instance.getVirtualItemForOffset;
  instance.getVirtualItemForOffset = (offset) => {
    const found = itemAt(offset);
    if (!found) return found;
    const measurements = instance.measurementsCache; // fresh: itemAt just built it
    let index = found.index;
    while (index + 1 < measurements.length && !isMessageKey(measurements[index].key)) index++;
    return measurements[index];
  };
}
