// The Join Us review's model for checkModel and `npm run paths -- join-review`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { JoinReviewItem } from '../../api/schemas/join-review';
import { httpError } from '../session/session.fixtures';
import { holds, lands } from '../test/model';
import { joinReviewMachine } from './join-review.machine';

export const machine = joinReviewMachine;
/** Mutants no admin and no test can tell from the chart as written (`npm run mutate -- join-review`). */
export const equivalentMutants: Record<string, string> = {
  'context reason starts at "x" instead of ""':
    'the reason box shows only in writingReason, reached only by Decline, whose chooseApplication empties it first',
  'context error starts at 0 instead of null':
    'the error shows only in loadFailed (set by keepLoadFailure) and in the decision dialogs (opened by chooseApplication, which clears it); the first load sets or clears it before either',
};
export const input = {};
type Snap = SnapshotFrom<typeof joinReviewMachine>;

export const application = (over: Partial<JoinReviewItem> = {}): JoinReviewItem => ({
  id: 7, status: 'pending', companyName: 'Gulf Gadgets', companySize: '1-10', country: 'KW', city: 'hawalli', fullAddress: 'Block 4',
  aboutCompany: '', email: 'owner@gulf.test', phoneNumber: '+96555512345', website: '', facebook: '', instagram: '', locale: 'en',
  attachmentName: 'licence.pdf', createdAt: '2026-03-01T09:00:00.000Z', decidedAt: null, decidedBy: '', declineReason: '', ...over,
});
const decided = (status: 'approved' | 'declined') => application({ status, decidedAt: '2026-03-01T10:00:00.000Z', decidedBy: 'admin', declineReason: status === 'declined' ? 'Expired licence' : '' });

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('browsing', { type: 'xstate.done.actor.loadApplications', output: [application()] }, holds({ applications: [application()], error: null })),
      lands('loadFailed', { type: 'xstate.error.actor.loadApplications', error: httpError(403, { message: 'Forbidden' }) }, holds({ error: 'admin.not-allowed' })),
      lands('loadFailed', { type: 'xstate.error.actor.loadApplications', error: httpError(422, {}) }, holds({ error: 'admin.load-failed' })),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' })];
  if (s.matches('browsing')) {
    return [
      lands('loading', { type: 'STATUS_CHOSEN', status: null }, holds({ status: null })),
      lands('confirmingApproval', { type: 'APPROVE_CLICKED', id: 7 }, holds({ chosenId: 7, error: null })),
      lands('writingReason', { type: 'DECLINE_CLICKED', id: 7 }, holds({ chosenId: 7, reason: '', error: null })),
    ];
  }
  if (s.matches('confirmingApproval')) {
    return [
      lands('approving', { type: 'CONFIRM_CLICKED' }, holds({ chosenId: 7 })),
      lands('browsing', { type: 'CANCEL_CLICKED' }, holds({ chosenId: null })),
    ];
  }
  if (s.matches('approving')) {
    return [
      lands('browsing', { type: 'xstate.done.actor.approve', output: decided('approved') }, holds({ applications: [decided('approved')], chosenId: null })),
      lands('loading', { type: 'xstate.error.actor.approve', error: httpError(409, { message: 'This application was already decided.' }) }, holds({ chosenId: null })),
      lands('confirmingApproval', { type: 'xstate.error.actor.approve', error: httpError(404, { message: 'Resource not found.' }) }, holds({ error: 'Resource not found.' })),
    ];
  }
  if (s.matches('writingReason')) {
    const typed = s.context.reason ? [] : [lands('writingReason', { type: 'REASON_TYPED', reason: ' Expired licence ' }, holds({ reason: ' Expired licence ' }))];
    return [
      ...typed,
      s.context.reason.trim()
        ? lands('declining', { type: 'CONFIRM_CLICKED' })
        : lands('writingReason', { type: 'CONFIRM_CLICKED' }, holds({ error: 'validation.decline-reason-required' })),
      lands('browsing', { type: 'CANCEL_CLICKED' }, holds({ chosenId: null, reason: '' })),
    ];
  }
  if (s.matches('declining')) {
    return [
      lands('browsing', { type: 'xstate.done.actor.decline', output: decided('declined') }, holds({ applications: [decided('declined')], reason: '' })),
      lands('loading', { type: 'xstate.error.actor.decline', error: httpError(409, { message: 'This application was already decided.' }) }, holds({ chosenId: null })),
      lands('writingReason', { type: 'xstate.error.actor.decline', error: httpError(422, { message: 'x', errors: { reason: ['Write the reason for declining'] } }) }, holds({ error: 'Write the reason for declining' })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
