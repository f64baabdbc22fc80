// The rows of the virtualised conversation: the button for older messages (while there are more), a
// day's chip before its first message, and the messages, the first unread one carrying the divider.
import type { Shown } from './shown-message';

export type MessageRow =
  | { kind: 'older'; key: 'older' }
  | { kind: 'day'; key: string; day: string }
  | { kind: 'message'; key: string; day: string; m: Shown; firstNew: boolean };

export function messageRows(shown: Shown[], hasOlder: boolean): MessageRow[] {
  const rows: MessageRow[] = hasOlder ? [{ kind: 'older', key: 'older' }] : [];
  const firstNew = shown.find((m) => m.unreadIncoming)?.key;
  let day: string | null = null;
  for (const m of shown) {
    if (m.day !== day) {
      day = m.day;
      rows.push({ kind: 'day', key: `d${day}`, day });
    }
    rows.push({ kind: 'message', key: m.key, day, m, firstNew: m.key === firstNew });
  }
  return rows;
}

/** Each rendered row with the day it belongs to, cut into runs of one day (each run is a section named by its day). */
export function runsByDay<T extends { row: MessageRow }>(items: T[]): Array<{ day: string | null; items: T[] }> {
  const runs: Array<{ day: string | null; items: T[] }> = [];
  for (const item of items) {
    const day = item.row.kind === 'older' ? null : item.row.day;
    const last = runs.at(-1);
    if (last && last.day === day) last.items.push(item);
    else runs.push({ day, items: [item] });
  }
  return runs;
}
