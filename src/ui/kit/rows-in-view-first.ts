import type { VirtualItem } from '@tanstack/react-virtual';

/**
 * The ids of the window's rows, those inside the box's view (`offset` to `offset + height`) first and
 * then the overscan above and below: when a pass cannot build every new row in full, the ones a
 * seller sees come first.
 */
export function rowsInViewFirst(items: readonly VirtualItem[], offset: number, height: number, rows: readonly { id: string }[]): string[] {
  const inView: string[] = [];
  const around: string[] = [];
  for (const item of items) {
    (item.end > offset && item.start < offset + height ? inView : around).push(rows[item.index].id);
  }
  return inView.concat(around);
}
