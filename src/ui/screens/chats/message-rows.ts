// The rows of the virtualised conversation: the button for older messages (while there are more), a
// day's chip before its first message, the new-messages divider before the first unread one, and the
// messages. The divider is a row of its own: an older page of unread messages moves it up, and the
// message it left keeps its height (the one being read would have jumped by the divider's).
import { groupByDay } from '../../../domain/chat-days';
import type { Shown } from './shown-message';

export type MessageRow =
  | { kind: 'older'; key: 'older' }
  | { kind: 'day'; key: string; day: string }
  | { kind: 'divider'; key: 'new-messages'; day: string }
  | { kind: 'message'; key: string; day: string; m: Shown };

const OLDER: MessageRow = { kind: 'older', key: 'older' };

/**
 * Rebuilt for every page that comes in, over all the messages shown (thousands once scrolled back):
 * one pass, and a message's row object is made once (`rowOf` remembers it).
 */
export function messageRows(shown: Shown[], hasOlder: boolean, rowOf: (m: Shown) => MessageRow): MessageRow[] {
  const rows: MessageRow[] = hasOlder ? [OLDER] : [];
  let firstNew = true;
  let day: string | null = null;
  for (const m of shown) {
    if (m.day !== day) {
      day = m.day;
      rows.push({ kind: 'day', key: `day-${day}`, day });
    }
    if (firstNew && m.unreadIncoming) {
      firstNew = false;
      rows.push({ kind: 'divider', key: 'new-messages', day });
    }
    rows.push(rowOf(m));
  }
  return rows;
}

/** The row of each message, made once per message object. */
export function messageRowCache(): (m: Shown) => MessageRow {
  const made = new WeakMap<Shown, MessageRow>();
  return (m) => {
    let row = made.get(m);
    if (!row) made.set(m, (row = { kind: 'message', key: m.key, day: m.day, m }));
    return row;
  };
}

/**
 * A row's height before it is measured. A text message's is exact from its lines (a bubble of one line
 * and its time is 64 px with the gap, each further line 20): a row measured other than estimated makes
 * the list's offsets be worked out again from that row to the end, for every row that scrolls in.
 * Wrapped lines, photos, voice and product cards are measured.
 */
export function estimateRow(row: MessageRow): number {
  if (row.kind === 'older') return 48;
  if (row.kind === 'day') return 28;
  if (row.kind === 'divider') return 24;
  let lines = 1;
  for (let i = row.m.text.indexOf('\n'); i !== -1; i = row.m.text.indexOf('\n', i + 1)) lines++;
  return 64 + 20 * (lines - 1) + (row.m.quote === null ? 0 : 20);
}

/** A message's row (not the older button, a day's chip or the divider, which stay first while older messages come in under them). */
export const isMessageKey = (key: unknown) => key !== 'older' && key !== 'new-messages' && !String(key).startsWith('day-');

/** Each rendered row with the day it belongs to, cut into runs of one day (each run is a section named by its day). */
export const runsByDay = <T extends { row: MessageRow }>(items: T[]) =>
  groupByDay(items, (item): string | null => (item.row.kind === 'older' ? null : item.row.day));
