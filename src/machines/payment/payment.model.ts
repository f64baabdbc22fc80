// The payment screen's model for checkModel and `npm run paths -- payment`: which events each state
// offers (the seller's, the embedded form's and the calls' replies) and where each must land.
import type { EventObject, SnapshotFrom } from 'xstate';
import { lands } from '../test/model';
import { httpError, noReplyError } from '../session/session.fixtures';
import { paymentMachine, type PaymentInput, type PaymentSession } from './payment.machine';
import type { CartItem } from '../../api/schemas/memberships';

export const machine = paymentMachine;
type Snap = SnapshotFrom<typeof paymentMachine>;

/** /payment?itemId=31&type=2, and /payment with no item. */
export const input: PaymentInput = { itemId: 31, itemType: 2 };
export const inputs: PaymentInput[] = [input, { itemId: null }];

export const sampleSession: PaymentSession = { SessionId: 'sbx-session-1', CountryCode: 'KWT', CurrencyCode: 'KWD', ScriptUrl: '/sandbox/myfatoorah/session.js' };
export const sampleItem: CartItem = { itemId: 31, paymentForType: 2, subjectId: 7, amount: 70_000, createdAt: '2026-11-23T10:00:00.000Z' };
export const PROVIDER_URL = 'http://127.0.0.1:3000/sandbox/myfatoorah/pay/1001';

const to = <E extends EventObject>(target: string, event: E, check?: (after: Snap, before: Snap) => void) => lands<E, Snap>(target, event, check);
const says = (field: 'error' | 'notice', value: string | null) => (after: Snap) => {
  if (after.context[field] !== value) throw new Error(`${field} is ${after.context[field]}, not ${value}`);
};
/** Cancel: back to a new session, the form cleared, 'Payment was cancelled.' */
const cancelled = (after: Snap) => {
  says('notice', 'payment.cancelled')(after);
  if (after.context.session !== null || after.context.formSessionId !== null || after.context.method !== 'card') throw new Error('the form was not cleared');
};

const back = to('leaving', { type: 'BACK_TO_SERVICES' });
const cancel = to('creatingSession', { type: 'CANCEL' }, cancelled);
const retry = to('creatingSession', { type: 'RETRY' }, says('error', null));

export function events(s: Snap): EventObject[] {
  if (s.matches('creatingSession')) {
    return [
      to('ready.card.loadingForm', { type: 'xstate.done.actor.createSession', output: { session: sampleSession, item: sampleItem } }),
      to('unavailable', { type: 'xstate.done.actor.createSession', output: { session: sampleSession, item: null } }, says('error', 'payment.item-unknown')),
      to('sessionFailed', { type: 'xstate.error.actor.createSession', error: httpError(401, { message: 'Unauthenticated.' }) }, says('error', 'payment.session-expired')),
      to('sessionFailed', { type: 'xstate.error.actor.createSession', error: httpError(500, { message: 'Server error.' }) }, says('error', 'payment.server-error')),
      to('sessionFailed', { type: 'xstate.error.actor.createSession', error: noReplyError() }, says('error', 'payment.network-error')),
      back,
    ];
  }
  if (s.matches('sessionFailed')) return [retry, back];
  if (s.matches('unavailable')) return [back];
  if (s.matches({ ready: { card: 'loadingForm' } })) {
    return [
      to('ready.card.formShown', { type: 'FORM_SHOWN' }),
      to('ready.card.formFailed', { type: 'FORM_FAILED' }, says('error', 'payment.form-failed')),
      to('ready.knet', { type: 'KNET_CHOSEN' }),
      to('ready.card.loadingForm', { type: 'LANGUAGE_CHANGED' }),
      cancel, back,
    ];
  }
  if (s.matches({ ready: { card: 'formShown' } })) {
    return [
      to('paying', { type: 'FORM_COMPLETED', sessionId: sampleSession.SessionId }, (after) => {
        if (after.context.formSessionId !== sampleSession.SessionId || after.context.method !== 'card') throw new Error('pays without the form\'s session');
      }),
      to('ready.card.formShown', { type: 'FORM_REJECTED' }, says('error', 'payment.codes.INVALID_CARD')),
      to('ready.knet', { type: 'KNET_CHOSEN' }),
      to('ready.card.loadingForm', { type: 'LANGUAGE_CHANGED' }),
      cancel, back,
    ];
  }
  if (s.matches({ ready: { card: 'formFailed' } })) return [retry, to('ready.knet', { type: 'KNET_CHOSEN' }), cancel, back];
  if (s.matches({ ready: 'knet' })) {
    return [
      to('paying', { type: 'PAY' }, (after) => { if (after.context.method !== 'knet') throw new Error('KNET pays as card'); }),
      to('ready.card.loadingForm', { type: 'CARD_CHOSEN' }),
      cancel, back,
    ];
  }
  if (s.matches('paying')) {
    return [
      to('redirecting', { type: 'xstate.done.actor.pay', output: PROVIDER_URL }, (after) => {
        if (after.context.paymentUrl !== PROVIDER_URL) throw new Error('goes nowhere');
      }),
      to('failed', { type: 'xstate.done.actor.pay', output: null }, says('error', 'payment.initiation-failed')),
      to('failed', { type: 'xstate.error.actor.pay', error: httpError(400, { message: 'The payment could not be started: Card declined by issuer' }) }, says('error', 'payment.refusals.card-declined')),
      to('failed', { type: 'xstate.error.actor.pay', error: httpError(500, { message: 'Server error.' }) }, says('error', 'payment.server-error')),
      cancel, back,
    ];
  }
  if (s.matches('failed')) return [retry, cancel, back];
  return [];
}

export const model = { machine, events, input, inputs };

/** Set by creatingSession's entry (forgetSession) before anything reads them, or read only where they were set. */
const setOnEntry = 'the first state, creatingSession, sets it on entry (forgetSession) before anything reads it';
export const equivalentMutants: Record<string, string> = {
  'context session starts at 0 instead of null': setOnEntry,
  'context method starts at "" instead of "card"': setOnEntry,
  'context formSessionId starts at 0 instead of null': setOnEntry,
  'context paymentUrl starts at 0 instead of null': 'read only by goToProvider in redirecting, which is entered only through keepPaymentUrl, which sets it',
};
