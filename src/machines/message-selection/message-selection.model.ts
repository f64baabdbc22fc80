// The message selection's model for checkModel and `npm run paths -- message-selection`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { SELECTION_TEXT, messageSelectionMachine, type MessageSelectionInput, type Picked } from './message-selection.machine';

export const machine = messageSelectionMachine;
type Snap = SnapshotFrom<typeof messageSelectionMachine>;

const quiet = () => {};
/** One's own conversation, and a company user watching employee 3's. */
export const inputs: MessageSelectionInput[] = [
  { employeeId: null, notify: quiet, removed: quiet },
  { employeeId: 3, notify: quiet, removed: quiet },
];
export const input = inputs[0];

export const mine: Picked = { id: 11, own: true, text: 'Mine' };
export const theirs: Picked = { id: 10, own: false, text: 'Theirs' };
const ids = (s: Snap) => s.context.picked.map((m) => m.id);
const cleared = holds({ picked: [], recipients: [], error: null });

export function events(s: Snap): EventObject[] {
  const own = s.context.employeeId === null;
  if (s.matches('idle')) {
    return [
      lands('selecting', { type: 'SELECT_STARTED', message: mine }, holds({ picked: [mine] })),
      lands('selecting', { type: 'SELECT_STARTED', message: theirs }, holds({ picked: [theirs] })),
    ];
  }
  if (s.matches('selecting')) {
    const other = ids(s).includes(mine.id) ? theirs : mine;
    const toggles = ids(s).length === 1
      ? [
        // Ticking another adds it; unticking the only one ends the selection.
        lands('selecting', { type: 'MESSAGE_TOGGLED', message: other }, (after: Snap) => { if (after.context.picked.length !== 2) throw new Error('not added'); }),
        lands('selecting → idle', { type: 'MESSAGE_TOGGLED', message: s.context.picked[0] }, holds({ picked: [] })),
      ]
      : [lands('selecting', { type: 'MESSAGE_TOGGLED', message: theirs }, holds({ picked: [mine] }))];
    const forwardable = own && ids(s).length === 1;
    const deletable = own && s.context.picked.every((m) => m.own);
    return [
      ...toggles,
      lands('idle', { type: 'SELECTION_CANCELLED' }, cleared),
      lands('copying', { type: 'COPY_CLICKED' }),
      forwardable ? lands('forwarding.picking', { type: 'FORWARD_CLICKED' }) : stays(s, { type: 'FORWARD_CLICKED' }),
      deletable ? lands('confirmingDelete', { type: 'DELETE_CLICKED' }) : stays(s, { type: 'DELETE_CLICKED' }),
    ];
  }
  if (s.matches('copying')) {
    return [
      lands('idle', { type: 'xstate.done.actor.copyText' }, cleared),
      lands('selecting', { type: 'xstate.error.actor.copyText', error: new Error('denied') }, (after: Snap, before: Snap) => holds({ picked: before.context.picked })(after)),
    ];
  }
  if (s.matches({ forwarding: 'picking' })) {
    const picking = s.context.recipients.length > 0
      ? [lands('forwarding.sending', { type: 'FORWARD_CONFIRMED' }), lands('forwarding.picking', { type: 'RECIPIENT_TOGGLED', id: 4 }, holds({ recipients: [] }))]
      : [lands('forwarding.picking', { type: 'FORWARD_CONFIRMED' }, holds({ error: SELECTION_TEXT.noRecipient })), lands('forwarding.picking', { type: 'RECIPIENT_TOGGLED', id: 4 }, holds({ recipients: [4], error: null }))];
    return [...picking, lands('selecting', { type: 'DIALOG_CLOSED' }, holds({ recipients: [], error: null }))];
  }
  if (s.matches({ forwarding: 'sending' })) {
    return [
      stays(s, { type: 'DIALOG_CLOSED' }),
      lands('idle', { type: 'xstate.done.actor.forward' }, cleared),
      lands('forwarding.picking', { type: 'xstate.error.actor.forward', error: networkError() }, holds({ recipients: [4], error: SELECTION_TEXT.forwardFailed })),
      lands('forwarding.picking', { type: 'xstate.error.actor.forward', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches('confirmingDelete')) {
    return [
      lands('deleting', { type: 'DELETE_CONFIRMED' }),
      lands('selecting', { type: 'DIALOG_CLOSED' }, (after: Snap, before: Snap) => holds({ picked: before.context.picked, error: null })(after)),
    ];
  }
  if (s.matches('deleting')) {
    return [
      lands('idle', { type: 'xstate.done.actor.remove' }, cleared),
      lands('confirmingDelete', { type: 'xstate.error.actor.remove', error: networkError() }, holds({ error: SELECTION_TEXT.deleteFailed })),
    ];
  }
  return [];
}

/** Functions in context do not serialise: the state, the picked ids, the recipients and the error tell snapshots apart. */
export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.employeeId, ids(s), s.context.recipients, s.context.error]);

export const model = { machine, events, inputs, input };
