// The event stream's model for its test and `npm run paths -- event-stream`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import type { LiveEvent } from '../../api/schemas/events';
import { eventStreamMachine, MAX_ATTEMPTS } from './event-stream.machine';

type Snap = SnapshotFrom<typeof eventStreamMachine>;

export const machine = eventStreamMachine;

export const pushed: LiveEvent = {
  type: 'NOTIFICATION',
  notification: { id: 9, title: 'New purchase request', body: 'Buyer One sent request #4 for Nikon Z6.', type: 2, read: 0, sender: { fullName: 'Buyer One' }, value: '4', createdAt: '2026-11-23T23:00:00.000Z' },
  unreadCount: 1,
};

export function events(s: Snap): EventObject[] {
  const failed = holds({ attempt: Math.min(s.context.attempt + 1, MAX_ATTEMPTS), connected: false });
  if (s.matches('connecting')) {
    return [
      lands('open', { type: 'xstate.done.actor.ticket', output: { ticket: 'T'.repeat(43), expiresIn: 30 } }, holds({ ticket: 'T'.repeat(43), connected: false })),
      lands('retrying', { type: 'xstate.error.actor.ticket', error: new Error('offline') }, failed),
      // Only an open stream is reopened in the new language; a ticket on its way opens in it anyway.
      lands('connecting', { type: 'LANGUAGE_CHANGED' }),
    ];
  }
  if (s.matches('open')) {
    return [
      lands('open', { type: 'OPENED' }, holds({ connected: true, attempt: 0 })),
      lands('open', { type: 'RECEIVED', id: '41', event: pushed }, holds({ lastEventId: '41' })),
      lands('retrying', { type: 'FAILED' }, failed),
      // Another tab's newer stream took this one's place: it rests, keeping its resume point.
      lands('superseded', { type: 'SUPERSEDED' }, holds({ connected: false, ticket: null, attempt: 0, lastEventId: s.context.lastEventId })),
      // A new ticket; the resume point is kept, so nothing is lost across the switch.
      lands('connecting', { type: 'LANGUAGE_CHANGED' }, holds({ connected: false, ticket: null, lastEventId: s.context.lastEventId })),
    ];
  }
  if (s.matches('superseded')) {
    return [
      // Back in this tab: a new ticket, resuming after the last event it had.
      lands('connecting', { type: 'RESUME' }, holds({ lastEventId: s.context.lastEventId })),
      // Nothing else reopens it: no timer, and a language change waits for the next open.
      lands('superseded', { type: 'LANGUAGE_CHANGED' }, holds({ connected: false })),
    ];
  }
  return [
    lands('retrying', { type: 'LANGUAGE_CHANGED' }),
    lands('connecting', { type: 'xstate.after.backoff.eventStream.retrying' }, holds({ attempt: s.context.attempt, lastEventId: s.context.lastEventId })),
  ];
}

/** For the model test and `npm run paths -- event-stream`. */
export const eventStreamModel = { machine, events };
