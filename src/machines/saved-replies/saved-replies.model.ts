// The saved-replies dialog's model for checkModel and `npm run paths -- saved-replies`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { SAVED_REPLIES_FAILED, savedRepliesMachine, type SavedRepliesInput } from './saved-replies.machine';

export const machine = savedRepliesMachine;

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context error starts at 0 instead of null':
    'the dialog shows the error only once the first load is over (failed, or under the form), and that load sets it first: show clears it, fail fills it',
};
type Snap = SnapshotFrom<typeof savedRepliesMachine>;
/** The company user, and an employee who only reads. */
export const inputs: SavedRepliesInput[] = [{ canEdit: true }, { canEdit: false }];
export const input = inputs[0];
const HOURS = { id: 1, title: 'Hours', text: 'Open 9 to 5.' };

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('shown', { type: 'xstate.done.actor.load', output: [HOURS] }, holds({ replies: [HOURS] })),
      lands('failed', { type: 'xstate.error.actor.load', error: networkError() }, holds({ error: SAVED_REPLIES_FAILED.load })),
    ];
  }
  if (s.matches('failed')) return [lands('loading', { type: 'RETRY_CLICKED' })];
  if (s.matches('adding')) {
    return [
      lands('shown', { type: 'xstate.done.actor.add', output: { id: 2, title: 'Delivery', text: 'Free in Kuwait City.' } }, holds({ title: '', text: '' })),
      lands('shown', { type: 'xstate.error.actor.add', error: httpError(403, { message: 'Forbidden' }) }, holds({ error: SAVED_REPLIES_FAILED.save })),
      lands('shown', { type: 'xstate.error.actor.add', error: httpError(422, { message: 'Invalid', errors: { text: ['Text is too long.'] } }) }, holds({ error: 'Text is too long.' })),
    ];
  }
  if (s.matches('savingEdit')) {
    const edited = { id: s.context.editingId!, title: 'Hours (Ramadan)', text: 'Open 8 to 2.' };
    return [
      lands('shown', { type: 'xstate.done.actor.edit', output: edited }, (after: Snap) => {
        if (JSON.stringify(after.context.replies.find((r) => r.id === edited.id)) !== JSON.stringify(edited)) throw new Error('the edited reply is not listed as the server saved it');
        holds({ editingId: null, title: '', text: '', error: null })(after);
      }),
      lands('editing', { type: 'xstate.error.actor.edit', error: httpError(422, { message: 'Title is too long.', errors: { title: ['Title is too long.'] } }) }, holds({ error: 'Title is too long.', editingId: s.context.editingId })),
    ];
  }
  if (s.matches('editing')) {
    const filled = s.context.title.trim() !== '' && s.context.text.trim() !== '';
    return [
      stays(s, { type: 'TITLE_CHANGED', value: '' }, holds({ title: '', error: null }) as never),
      stays(s, { type: 'TEXT_CHANGED', value: 'Open 8 to 2.' }, holds({ text: 'Open 8 to 2.', error: null }) as never),
      filled ? lands('savingEdit', { type: 'SAVE_CLICKED' }) : stays(s, { type: 'SAVE_CLICKED' }, holds({ error: SAVED_REPLIES_FAILED.required }) as never),
      lands('shown', { type: 'CANCEL_CLICKED' }, holds({ editingId: null, title: '', text: '', error: null })),
    ];
  }
  if (s.matches('deleting')) {
    return [
      lands('shown', { type: 'xstate.done.actor.remove', output: undefined }, (after: Snap, before: Snap) => {
        if (after.context.replies.some((r) => r.id === before.context.removing) || after.context.removing !== null) throw new Error('the deleted reply is still listed');
      }),
      lands('shown', { type: 'xstate.error.actor.remove', error: networkError() }, holds({ removing: null, error: SAVED_REPLIES_FAILED.save })),
    ];
  }
  const filled = s.context.title.trim() !== '' && s.context.text.trim() !== '';
  const out: EventObject[] = [
    stays(s, { type: 'TITLE_CHANGED', value: 'Delivery' }, holds({ title: 'Delivery', error: null }) as never),
    stays(s, { type: 'TEXT_CHANGED', value: 'Free in Kuwait City.' }, holds({ text: 'Free in Kuwait City.' }) as never),
  ];
  if (!s.context.canEdit) {
    out.push(stays(s, { type: 'ADD_CLICKED' }, holds({ error: null }) as never), stays(s, { type: 'DELETE_CLICKED', id: 1 }), stays(s, { type: 'EDIT_CLICKED', id: 1 }, holds({ editingId: null }) as never));
  }
  else {
    out.push(filled ? lands('adding', { type: 'ADD_CLICKED' }) : stays(s, { type: 'ADD_CLICKED' }, holds({ error: SAVED_REPLIES_FAILED.required }) as never));
    const first = s.context.replies[0];
    if (first) {
      out.push(
        lands('deleting', { type: 'DELETE_CLICKED', id: first.id }, holds({ removing: first.id })),
        lands('editing', { type: 'EDIT_CLICKED', id: first.id }, holds({ editingId: first.id, title: first.title, text: first.text, error: null })),
      );
    } else out.push(stays(s, { type: 'EDIT_CLICKED', id: 1 }, holds({ editingId: null }) as never));
  }
  return out;
}

export const serialize = (s: Snap) => JSON.stringify({ value: s.value, canEdit: s.context.canEdit, title: s.context.title !== '', text: s.context.text !== '', n: Math.min(s.context.replies.length, 2), first: s.context.replies[0] ?? null, error: s.context.error, removing: s.context.removing, editingId: s.context.editingId });

export const model = { machine, events, inputs, input, serialize };
