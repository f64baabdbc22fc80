// Messages in the order shown (oldest first: by time, then id). A conversation holds thousands once
// scrolled back, and every page or refresh merges into them: one linear walk of the two sorted lists,
// not a sort of everything (a 10,000-message sort with localeCompare was a long task per page).
import type { Message } from '../../api/schemas/chats';

/** Negative when `a` is shown before `b`. createdAt is ISO UTC of one format, so its text order is its time order. */
const order = (a: Message, b: Message) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id);

const sorted = (list: Message[]) => {
  for (let i = 1; i < list.length; i++) if (order(list[i - 1], list[i]) > 0) return [...list].sort(order);
  return list;
};

/** `page` merged into `shown` (both oldest first, `page` in any order): the page's copy of a message wins (its status changes); the rest stay. */
export function mergeMessages(shown: Message[], page: Message[]): Message[] {
  if (page.length === 0) return shown;
  const incoming = sorted(page);
  const fresh = new Map(incoming.map((m) => [m.id, m]));
  const out: Message[] = [];
  let i = 0;
  let j = 0;
  while (i < shown.length || j < incoming.length) {
    const a = shown[i];
    const b = incoming[j];
    if (a !== undefined && fresh.has(a.id)) { i++; continue; }
    if (b === undefined || (a !== undefined && order(a, b) < 0)) { out.push(a!); i++; } else { out.push(b); j++; }
  }
  return out;
}
