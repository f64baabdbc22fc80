// The rows of the virtualised conversation: the button for older messages (while there are more), a
// day's chip before its first message, the new-messages divider before the first unread one, and the
// messages. The divider is a row of its own: an older page of unread messages moves it up, and the
// message it left keeps its height (the one being read would have jumped by the divider's).
import type { Shown } from './shown-message';

export type MessageRow =
  | { kind: 'older'; key: 'older' }
  | { kind: 'day'; key: string; day: string }
  | { kind: 'divider'; key: 'new-messages'; day: string }
  | { kind: 'message'; key: string; day: string; m: Shown };

export function messageRows(shown: Shown[], hasOlder: boolean): MessageRow[] {
  const rows: MessageRow[] = hasOlder ? [{ kind: 'older', key: 'older' }] : [];
  const firstNew = shown.find((m) => m.unreadIncoming)?.key;
  let day: string | null = null;
  for (const m of shown) {
    if (m.day !== day) {
      day = m.day;
      rows.push({ kind: 'day', key: `day-${day}`, day });
    }
    if (m.key === firstNew) rows.push({ kind: 'divider', key: 'new-messages', day });
    rows.push({ kind: 'message', key: m.key, day, m });
  }
  return rows;
}

/** A message's row (not the older button, a day's chip or the divider, which stay first while older messages come in under them). */
export const isMessageKey = (key: unknown) => key !== 'older' && key !== 'new-messages' && !String(key).startsWith('day-');

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
