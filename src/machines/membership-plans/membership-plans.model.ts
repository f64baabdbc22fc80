// The plans dialog's model for checkModel and `npm run paths -- membership-plans`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stays } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { membershipPlansMachine, PLANS_FAILED } from './membership-plans.machine';
import { periods, plans, unpaidBusiness } from './membership.fixtures';

export const machine = membershipPlansMachine;
/** Without a current plan, and with Business for 3 months: the dialog then opens on the 3-month tab. */
export const input = {};
export const inputs = [input, { current: { planId: 2, periodUnit: 'month', periodCount: 3 } }];
/** The tab a catalogue lands on: the current plan's period, else the tab already chosen. */
const landingTab = (s: Snap) => (s.context.current ? periods.find((p) => p.periodUnit === s.context.current!.periodUnit && p.periodCount === s.context.current!.periodCount)!.tab : s.context.tab);
type Snap = SnapshotFrom<typeof membershipPlansMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('checkingUnpaid')) {
    return [
      lands('unpaid', { type: 'xstate.done.actor.checkUnpaid', output: unpaidBusiness }, holds({ unpaid: unpaidBusiness })),
      lands('loading', { type: 'xstate.done.actor.checkUnpaid', output: null }, holds({ unpaid: null })),
      lands('loadFailed', { type: 'xstate.error.actor.checkUnpaid', error: networkError() }, holds({ error: PLANS_FAILED.load })),
    ];
  }
  if (s.matches('unpaid')) {
    return [
      lands('loading', { type: 'xstate.done.actor.unpaidMembership', output: { outcome: 'removed' } }, holds({ unpaid: null })),
      lands('goingToPayment', { type: 'xstate.done.actor.unpaidMembership', output: { outcome: 'pay', itemId: 41 } }, holds({ paymentPath: '/payment?itemId=41' })),
    ];
  }
  if (s.matches('loading')) {
    return [
      lands('choosing', { type: 'xstate.done.actor.loadPlans', output: { plans, periods } }, holds({ plans, periods, tab: landingTab(s) })),
      lands('loadFailed', { type: 'xstate.error.actor.loadPlans', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('checkingUnpaid', { type: 'RETRY_CLICKED' }, holds({ error: null }))];
  if (s.matches('choosing')) {
    return [
      // Only the tab the seller is not on, so the walk stays small: 1 year, and a tab nobody offers.
      ...(s.context.tab === 0 ? [stays(s, { type: 'TAB_CHOSEN', tab: 2 }, holds({ tab: 2 }))] : []),
      stays(s, { type: 'TAB_CHOSEN', tab: 3 }, holds({ tab: s.context.tab })),
      lands('subscribing', { type: 'SUBSCRIBE_CLICKED', planTypeId: 5 }, holds({ planTypeId: 5, error: null })),
    ];
  }
  if (s.matches('subscribing')) {
    return [
      lands('goingToPayment', { type: 'xstate.done.actor.subscribe', output: 42 }, holds({ paymentPath: '/payment?itemId=42' })),
      lands('checkingUnpaid', { type: 'xstate.error.actor.subscribe', error: httpError(409, { message: 'already' }) }, holds({ error: null })),
      lands('choosing', { type: 'xstate.error.actor.subscribe', error: networkError() }, holds({ error: PLANS_FAILED.subscribe, planTypeId: null })),
    ];
  }
  return [];
}

export const model = { machine, events };

export const equivalentMutants: Record<string, string> = {
  'context current starts at 0 instead of null':
    'read only by keepCatalogue as `context.current && …`, where 0 and null are both no current plan; the dialog marks the plan from its own prop',
  'context planTypeId starts at 0 instead of null':
    'subscribe reads it only after choosePlan set it; the view compares it with each plan type id, which 0 matches no more than null does (ids start at 1)',
  'context paymentPath starts at 0 instead of null':
    'read only by goingToPayment, which is entered only through keepPaymentPath, which sets it',
};
