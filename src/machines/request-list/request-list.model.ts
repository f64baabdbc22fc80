// The requests screen's model for checkModel and `npm run paths -- request-list`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { RequestRow } from '../../api/schemas/requests';
import { requestListMachine, type RequestListInput } from './request-list.machine';

type Snap = SnapshotFrom<typeof requestListMachine>;

export const sampleRow: RequestRow = {
  id: 7, num: 12, type: 'bartering', status: 1, createdAt: '2026-03-01T09:00:00Z', decidedAt: null,
  sender: { id: 40, userName: 'buyer1', fullName: 'Khaled Al-Mutairi' },
  receiver: { id: 2, fullName: 'Sara Al-Ahmad', image: null },
  receiverProduct: { id: 5, num: 5, slug: 'iphone-15-5', name: 'iPhone 15', price: 250_000, status: 'available', category: null, primaryImage: null },
  senderProduct: { id: 90, name: 'PlayStation 5', price: 150_000, primaryImage: null },
  postedBy: { id: 2, fullName: 'Sara Al-Ahmad', userName: 'sara' },
  canDecide: true,
};
const otherRow: RequestRow = { ...sampleRow, id: 8, num: 13 };

/** Opened from a link (?requestId=7), so the linked dialog is part of the walk. */
export const input: RequestListInput = { source: 'incoming', q: '', requestId: sampleRow.id };

const e = (event: Record<string, unknown> & { type: string }) => event as EventObject;
const common: EventObject[] = [
  e({ type: 'RECEIVER_NAME_TYPED', text: 'sara' }),
  e({ type: 'DATE_CHOSEN', date: '2026-03-01' }),
  e({ type: 'TYPE_CHOSEN', requestType: 'sale' }),
  e({ type: 'SEARCH_CHANGED', q: 'iphone' }),
  e({ type: 'PAGE_SIZE_CHOSEN', perPage: 50 }),
  { type: 'FILTERS_RESET' },
  { type: 'NEXT_PAGE_REQUESTED' },
  { type: 'RETRY_CLICKED' },
  { type: 'PAGE_FAILED' },
  e({ type: 'DECISION_CHOSEN', id: sampleRow.id, status: 2 }),
  e({ type: 'DECISION_SETTLED', id: sampleRow.id, outcome: 'decided', status: 2, error: null }),
  e({ type: 'DECISION_SETTLED', id: sampleRow.id, outcome: 'conflict', status: 3, error: null }),
  e({ type: 'DECISION_SETTLED', id: sampleRow.id, outcome: 'failed', status: 2, error: 'requests.decision-failed' }),
  e({ type: 'ROWS_ARRIVED', first: true, rows: [sampleRow, otherRow] }),
  e({ type: 'ROWS_ARRIVED', first: true, rows: [otherRow] }),
  e({ type: 'ROWS_ARRIVED', first: false, rows: [otherRow] }),
];

export function events(s: Snap): EventObject[] {
  const out = [...common];
  if (s.matches({ receiverName: 'typing' })) out.push({ type: 'xstate.after.receiverNameSettled.requestList.receiverName.typing' });
  if (s.matches({ dialog: 'closed' })) out.push(e({ type: 'DETAILS_OPENED', row: otherRow }), e({ type: 'REQUEST_LINKED', id: sampleRow.id }));
  else out.push({ type: 'DIALOG_CLOSED' }, e({ type: 'REQUEST_LINKED', id: sampleRow.id }));
  return out;
}

/** Filters are checked by the behaviour tests; the walk looks at states, the link, the open request, decisions and the receiver box. */
export const serialize = (s: Snap) => JSON.stringify([
  s.value, s.context.linkedId, s.context.dialogRow?.id ?? null, s.context.dialogRow?.status ?? null, s.context.decisions,
  s.context.receiverNameDraft, s.context.filters.receiverName,
]);

/**
 * The model walks the chart without children (the harness runs no invoked or spawned actors), so
 * what is sent to them is a no-op here; the behaviour tests check those messages on real children.
 */
export const machine = requestListMachine.provide({
  actions: { applyFilters: () => {}, reloadRows: () => {}, forwardToRows: () => {}, spawnDecision: () => {}, sendChoice: () => {}, stopDecision: () => {} },
});

export const requestListModel = { machine, events, input, serialize };
