// The reset request's model for checkModel and `npm run paths -- reset-request`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { resetRequestMachine } from './reset-request.machine';

export const machine = resetRequestMachine;
export const input = { email: '' };
export const SENT_AT = Date.UTC(2026, 0, 15, 9, 0, 0);
type Snap = SnapshotFrom<typeof resetRequestMachine>;

/** Three e-mails: empty, malformed and good; the form moves between them in any order. */
export const EMAILS = ['', 'fatma@souq', 'fatma@souq.example'] as const;

export function events(s: Snap): EventObject[] {
  const typing = EMAILS.filter((email) => email !== s.context.email).map((email) => ({ type: 'EMAIL_CHANGED', email }));
  if (s.matches('editing')) return [...typing, { type: 'SUBMITTED' }];
  if (s.matches('failed')) return [typing[0], { type: 'SUBMITTED' }];
  if (s.matches('submitting')) {
    return [
      { type: 'xstate.done.actor.requestCode', output: { message: 'A reset code has been sent.', expiresIn: 300, sentAt: SENT_AT } } as EventObject,
      { type: 'xstate.error.actor.requestCode', error: httpError(429, { message: 'Too many code requests.', retryAfter: 600 }) } as EventObject,
      { type: 'xstate.error.actor.requestCode', error: networkError() } as EventObject,
    ];
  }
  return [];
}

/** The spec `npm run paths -- reset-request` looks for. */
export const model = { machine, events, input };
