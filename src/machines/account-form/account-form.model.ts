// The account form's model for checkModel and `npm run paths -- account-form`: the account loads (or
// not, then a retry), the user types a bad and a good phone and clears and restores the first name,
// and each way a save ends (saved, refused with the server's field message, the line down, a 500).
import type { EventObject, SnapshotFrom } from 'xstate';
import type { AccountDetails } from '../../api/schemas/account';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands } from '../test/model';
import { ACCOUNT_FAILED, accountFormMachine } from './account-form.machine';

export const machine = accountFormMachine;
type Snap = SnapshotFrom<typeof accountFormMachine>;

export const ACCOUNT: AccountDetails = {
  id: 7, firstName: 'Fatma', lastName: 'Al-Sabah', fullName: 'Fatma Al-Sabah', userName: 'fatma', phone: '55551234',
  email: 'fatma@souq.example', address: 'Salmiya, Block 10', nationality: 'Kuwaiti', dateOfBirth: '1990-04-02', gender: 'female', country: 'KW',
  roles: ['employee'], image: null, followersCount: 2, followingCount: 1, likes: 0,
};
const SAVED: AccountDetails = { ...ACCOUNT, phone: '99887766', fullName: 'Fatma Al-Sabah' };

/** What the phone and first name may be typed to: a good value, or one §5 refuses. */
const TYPED: Array<[ 'phone' | 'firstName', string ]> = [['phone', '٩٩٨٨٧٧٦٦'], ['phone', '1234'], ['firstName', ''], ['firstName', 'Fatma']];
/** What each typing keeps: Arabic-Indic digits read as digits. */
const KEPT: Record<string, string> = { '٩٩٨٨٧٧٦٦': '99887766' };
const isGood = (s: Snap) => /^\d{8}$/.test(s.context.values.phone) && s.context.values.firstName.trim() !== '';

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('editing', { type: 'xstate.done.actor.loadAccount', output: ACCOUNT }, (after: Snap) => {
        if (after.context.values.firstName !== 'Fatma' || after.context.saved.phone !== '55551234') throw new Error('the form must hold the account');
        // A form just loaded says nothing went wrong and marks no field.
        holds({ error: null, loadError: null, problems: {} })(after);
      }),
      lands('loadFailed', { type: 'xstate.error.actor.loadAccount', error: httpError(500, { message: 'Server error' }) }, holds({ loadError: 'errors.server' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRIED' }, holds({ loadError: null }))];
  const typing = (to: string) => TYPED.filter(([field, value]) => s.context.values[field] !== (KEPT[value] ?? value))
    .map(([field, value]) => lands(to, { type: 'FIELD_CHANGED', field, value }, (after: Snap) => {
      if (after.context.values[field] !== (KEPT[value] ?? value) || after.context.problems[field] !== undefined || after.context.error !== null) {
        throw new Error(`typing ${field} must keep it and forget its message`);
      }
    }));
  if (s.matches('editing')) {
    const submitted = isGood(s)
      ? lands('saving', { type: 'SUBMITTED' }, holds({ problems: {}, error: null }))
      : lands('editing', { type: 'SUBMITTED' }, (after: Snap) => {
        const { problems } = after.context;
        if (!/^\d{8}$/.test(s.context.values.phone) && problems.phone !== 'validation.phone-invalid') throw new Error('§5: the phone is 8 digits');
        if (s.context.values.firstName === '' && problems.firstName !== 'server.account-first-name-required') throw new Error('the first name is required');
      });
    return [...typing('editing'), submitted];
  }
  if (s.matches('failed')) return [...typing('editing').slice(0, 1), lands('saving', { type: 'SUBMITTED' }, holds({ error: null, problems: {} }))];
  if (s.matches('saved')) return typing('editing').slice(0, 1);
  if (s.matches('saving')) {
    return [
      lands('saved', { type: 'xstate.done.actor.saveAccount', output: SAVED }, (after: Snap) => {
        if (after.context.saved.phone !== '99887766' || after.context.values.phone !== '99887766') throw new Error('the saved account must be kept');
      }),
      lands('failed', { type: 'xstate.error.actor.saveAccount', error: httpError(422, { message: 'This e-mail is already used', errors: { email: ['This e-mail is already used'] } }) },
        holds({ error: ACCOUNT_FAILED, problems: { email: 'This e-mail is already used' } })),
      lands('failed', { type: 'xstate.error.actor.saveAccount', error: networkError() }, holds({ error: ACCOUNT_FAILED, problems: {} })),
      lands('failed', { type: 'xstate.error.actor.saveAccount', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  return [];
}

export const model = { machine, events };
