// The requests screen's model for checkModel and `npm run paths -- request-list`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { RequestRow } from '../../api/schemas/requests';
import { holds, lands, stays } from '../test/model';
import { defaultFilters, type RequestFilters } from './request-list.filters';
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
/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context dialogRow starts at 0 instead of null':
    'the list starts in dialog.closed, whose entry forgets the row before the first snapshot; every dialog that reads it is opened with its row',
};
export const input: RequestListInput = { source: 'incoming', filters: defaultFilters(), requestId: sampleRow.id };
/** What the URL says after the top bar's search and a link to sara's sale requests of a day. */
const linked: RequestFilters = { receiverName: 'sara', date: '2026-03-01', type: 'sale', q: 'iphone', perPage: 50 };

export function events(s: Snap): EventObject[] {
  const typing = s.matches({ receiverName: 'typing' });
  const open = s.matches({ dialog: 'details' });
  const asking = s.matches({ confirmation: 'asking' });
  const confirmHere = asking ? 'asking' : 'idle';
  const at = (receiver: string, dialog: string, confirm = confirmHere) => `confirmation.${confirm}|receiverName.${receiver}|dialog.${dialog}`;
  const receiverHere = typing ? 'typing' : 'settled';
  const dialogHere = open ? 'details' : 'closed';
  const deciding = sampleRow.id in s.context.decisions;
  const out: EventObject[] = [
    lands(at('typing', dialogHere), { type: 'RECEIVER_NAME_TYPED', text: 'sara' }, holds({ receiverNameDraft: 'sara' })),
    stays(s, { type: 'DATE_CHOSEN', date: '2026-03-01' }),
    stays(s, { type: 'TYPE_CHOSEN', requestType: 'sale' }),
    // The URL's change is followed (the receiver box shows its name); the URL the list already shows changes nothing.
    stays(s, { type: 'URL_CHANGED', filters: linked }, holds({
      filters: linked, receiverNameDraft: s.context.filters.receiverName === linked.receiverName ? s.context.receiverNameDraft : linked.receiverName,
    }) as never),
    stays(s, { type: 'URL_CHANGED', filters: s.context.filters }, holds({ filters: s.context.filters, receiverNameDraft: s.context.receiverNameDraft }) as never),
    stays(s, { type: 'PAGE_SIZE_CHOSEN', perPage: 50 }),
    // Reset clears the receiver box too, and ends its wait.
    lands(at('settled', dialogHere), { type: 'FILTERS_RESET' }, holds({ receiverNameDraft: '' })),
    stays(s, { type: 'NEXT_PAGE_REQUESTED' }),
    stays(s, { type: 'RETRY_CLICKED' }),
    stays(s, { type: 'PAGE_FAILED' }),
    // Accept asks first; one decision per request at a time (and one question at a time).
    asking || deciding
      ? stays(s, { type: 'DECISION_CHOSEN', id: sampleRow.id, status: 'accepted' }, holds({ decisions: s.context.decisions, choice: s.context.choice }) as never)
      : lands(at(receiverHere, dialogHere, 'asking'), { type: 'DECISION_CHOSEN', id: sampleRow.id, status: 'accepted' }, holds({ choice: { id: sampleRow.id, status: 'accepted' }, decisions: s.context.decisions })),
    stays(s, { type: 'DECISION_SETTLED', id: sampleRow.id, outcome: 'decided', status: 'accepted', error: null }),
    stays(s, { type: 'DECISION_SETTLED', id: sampleRow.id, outcome: 'conflict', status: 'rejected', error: null }),
    stays(s, { type: 'DECISION_SETTLED', id: sampleRow.id, outcome: 'failed', status: 'accepted', error: 'requests.decision-failed' }),
    // Page 1 holding the linked request opens it (and spends the link).
    open || s.context.linkedId !== sampleRow.id
      ? stays(s, { type: 'ROWS_ARRIVED', first: true, rows: [sampleRow, otherRow] }, holds({ linkedId: null }) as never)
      : lands(at(receiverHere, 'details'), { type: 'ROWS_ARRIVED', first: true, rows: [sampleRow, otherRow] }, holds({ linkedId: null, dialogRow: sampleRow })),
    stays(s, { type: 'ROWS_ARRIVED', first: true, rows: [otherRow] }, holds({ linkedId: null }) as never),
    stays(s, { type: 'ROWS_ARRIVED', first: false, rows: [otherRow] }, holds({ linkedId: s.context.linkedId }) as never),
  ];
  if (asking) {
    const { id, status } = s.context.choice!;
    out.push(lands(at(receiverHere, dialogHere, 'idle'), { type: 'DECISION_CONFIRMED' }, holds({ choice: null, decisions: { ...s.context.decisions, [id]: { status, phase: 'deciding' } } })));
    out.push(lands(at(receiverHere, dialogHere, 'idle'), { type: 'DECISION_CANCELLED' }, holds({ choice: null, decisions: s.context.decisions })));
  } else {
    out.push(stays(s, { type: 'DECISION_CONFIRMED' }), stays(s, { type: 'DECISION_CANCELLED' }));
  }
  if (typing) {
    const filter = s.context.receiverNameDraft.trim();
    out.push(lands(at('settled', dialogHere), { type: 'xstate.after.receiverNameSettled.requestList.receiverName.typing' }, holds({ filters: { ...s.context.filters, receiverName: filter } })));
  }
  if (open) {
    out.push(lands(at(receiverHere, 'closed'), { type: 'DIALOG_CLOSED' }, holds({ dialogRow: null })));
    out.push(lands(at(receiverHere, 'closed'), { type: 'REQUEST_LINKED', id: sampleRow.id }, holds({ linkedId: sampleRow.id, dialogRow: null })));
  } else {
    out.push(lands(at(receiverHere, 'details'), { type: 'DETAILS_OPENED', row: otherRow }, holds({ dialogRow: otherRow })));
    out.push(stays(s, { type: 'REQUEST_LINKED', id: sampleRow.id }, holds({ linkedId: sampleRow.id }) as never));
  }
  return out;
}

/** Filters are checked by the behaviour tests; the walk looks at states, the link, the open request, decisions and the receiver box. */
export const serialize = (s: Snap) => JSON.stringify([
  s.value, s.context.linkedId, s.context.dialogRow?.id ?? null, s.context.dialogRow?.status ?? null, s.context.decisions, s.context.choice,
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
