// The refresh dialog's model for checkModel and `npm run paths -- refresh-dialog`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stays } from '../test/model';
import { httpError } from '../session/session.fixtures';
import { flashItem, product, TODAY, TOMORROW, YESTERDAY } from '../flash-dialog/flash-dialog.fixtures';
import { refreshPaymentPath } from './refresh-return';
import { REFRESH_FAILED, refreshDateProblem, refreshDialogMachine, type RefreshDialogInput } from './refresh-dialog.machine';

export const machine = refreshDialogMachine;
type Snap = SnapshotFrom<typeof refreshDialogMachine>;
const ev = (e: { type: string; [k: string]: unknown }) => e as EventObject;

/** Opened from the Add button, with a card's product, and back from a failed payment (its unpaid refresh). */
export const input: RefreshDialogInput = { today: TODAY, product: null };
export const inputs: RefreshDialogInput[] = [input, { today: TODAY, product }, { today: TODAY, product, startDate: TOMORROW, offerId: flashItem.subjectId }];
export const WITH_CREDITS = { credits: 2, price: 1_500 };
export const WITHOUT_CREDITS = { credits: 0, price: 1_500 };
const close = lands('closed', { type: 'CLOSE_CLICKED' });

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    const to = s.context.product ? 'choosingDate' : 'choosingProduct';
    return [
      // A fresh step shows no problem and no alert before the seller has tried anything.
      lands(to, ev({ type: 'xstate.done.actor.loadCredits', output: WITH_CREDITS }), holds({ ...WITH_CREDITS, showErrors: false, error: null })),
      lands(to, ev({ type: 'xstate.done.actor.loadCredits', output: WITHOUT_CREDITS }), holds(WITHOUT_CREDITS)),
      lands('loadFailed', ev({ type: 'xstate.error.actor.loadCredits', error: httpError(500) }), holds({ error: 'errors.server' })),
      close,
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null })), close];
  if (s.matches('choosingProduct')) {
    return [
      stays(s, ev({ type: 'PRODUCT_CHOSEN', product }), holds({ product, showErrors: false })),
      s.context.product ? lands('choosingDate', { type: 'NEXT_CLICKED' }, holds({ showErrors: false })) : stays(s, { type: 'NEXT_CLICKED' }, holds({ showErrors: true })),
      close,
    ];
  }
  if (s.matches('choosingDate')) {
    // Tomorrow, then yesterday (refused), then tomorrow again.
    const date = s.context.startDate === TOMORROW ? YESTERDAY : TOMORROW;
    const valid = refreshDateProblem(s.context.startDate, TODAY) === null;
    return [
      stays(s, ev({ type: 'START_DATE_CHOSEN', date }), holds({ startDate: date })),
      lands('choosingProduct', { type: 'BACK_CLICKED' }, holds({ showErrors: false })),
      !valid
        ? stays(s, { type: 'SUBMIT_CLICKED' }, holds({ showErrors: true }))
        : lands(s.context.credits > 0 && s.context.editing === null ? 'addingFree' : 'addingToCart', { type: 'SUBMIT_CLICKED' }, holds({ showErrors: false, error: null })),
      close,
    ];
  }
  if (s.matches('addingFree')) {
    return [
      lands('addedFree', ev({ type: 'xstate.done.actor.addRefreshFree' }), holds({ credits: s.context.credits - 1 })),
      lands('choosingDate', ev({ type: 'xstate.error.actor.addRefreshFree', error: httpError(409, { message: 'No credits left for this service.' }) }), holds({ error: 'No credits left for this service.' })),
      lands('choosingDate', ev({ type: 'xstate.error.actor.addRefreshFree', error: httpError(404) }), holds({ error: REFRESH_FAILED.add })),
      stays(s, { type: 'CLOSE_CLICKED' }),
    ];
  }
  if (s.matches('addingToCart')) {
    return [
      lands('goingToPayment', ev({ type: 'xstate.done.actor.addRefreshToCart', output: flashItem }), holds({ paymentPath: refreshPaymentPath(flashItem.itemId, product.id, { offerId: flashItem.subjectId, slug: product.slug, startDate: s.context.startDate }) })),
      lands('choosingDate', ev({ type: 'xstate.error.actor.addRefreshToCart', error: httpError(422, { message: 'Invalid', errors: { date: ['server.service-start-past'] } }) }), holds({ error: 'server.service-start-past', editing: s.context.editing })),
      // 404: the refresh being changed was paid or deleted meanwhile; the next submit adds one afresh.
      lands('choosingDate', ev({ type: 'xstate.error.actor.addRefreshToCart', error: httpError(404) }), holds({ error: REFRESH_FAILED.add, editing: null })),
      stays(s, { type: 'CLOSE_CLICKED' }),
    ];
  }
  if (s.matches('addedFree')) return [close];
  return [];
}

export const model = { machine, events, input, inputs };

export const equivalentMutants: Record<string, string> = {
  'context price starts at 0 instead of null':
    'the price is read only once loadCredits has set it; loading and loadFailed, the only states before that, show no price',
};
