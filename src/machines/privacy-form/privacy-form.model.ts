// The privacy form's model for checkModel and `npm run paths -- privacy-form`: three sets of values
// (empty, mismatched, good) the form moves between, and each way a save ends.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands } from '../test/model';
import { PRIVACY_FAILED, privacyFormMachine, type PrivacyValues } from './privacy-form.machine';

export const machine = privacyFormMachine;
export const input = { userId: 7 };
type Snap = SnapshotFrom<typeof privacyFormMachine>;

const GOOD: PrivacyValues = { oldPassword: 'Demo@12345', password: 'NewPass@123', passwordConfirmation: 'NewPass@123' };
/** What each field may be typed to: the good value, or one the contract refuses. */
const TYPED: Array<[keyof PrivacyValues, string]> = [['oldPassword', GOOD.oldPassword], ['password', GOOD.password], ['passwordConfirmation', GOOD.passwordConfirmation], ['passwordConfirmation', 'Other@123']];
const isGood = (v: PrivacyValues) => v.oldPassword !== '' && v.password.length >= 8 && v.password === v.passwordConfirmation;

export function events(s: Snap): EventObject[] {
  const typing = TYPED.filter(([field, value]) => s.context.values[field] !== value)
    .map(([field, value]) => lands('editing', { type: 'FIELD_CHANGED', field, value }, holds({ values: { ...s.context.values, [field]: value }, error: null, message: null })));
  if (s.matches('editing')) {
    const submitted = isGood(s.context.values)
      ? lands('saving', { type: 'SUBMITTED' }, holds({ problems: {}, error: null }))
      : lands('editing', { type: 'SUBMITTED' }, (after: Snap) => {
        if (Object.keys(after.context.problems).length === 0) throw new Error('an invalid form must say why');
      });
    return [...typing, submitted];
  }
  if (s.matches('failed')) return [...typing.slice(0, 1), lands('saving', { type: 'SUBMITTED' }, holds({ error: null }))];
  if (s.matches('saved')) return typing.slice(0, 1);
  if (s.matches('saving')) {
    return [
      lands('saved', { type: 'xstate.done.actor.savePassword', output: 'Your password was changed.' },
        holds({ values: { oldPassword: '', password: '', passwordConfirmation: '' }, message: 'Your password was changed.' })),
      lands('failed', { type: 'xstate.error.actor.savePassword', error: httpError(422, { message: 'The old password is incorrect', errors: { oldPassword: ['The old password is incorrect'] } }) },
        holds({ error: PRIVACY_FAILED, problems: { oldPassword: 'The old password is incorrect' } })),
      lands('failed', { type: 'xstate.error.actor.savePassword', error: networkError() }, holds({ error: PRIVACY_FAILED, problems: {} })),
      lands('failed', { type: 'xstate.error.actor.savePassword', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
