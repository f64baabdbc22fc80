// The reset request's model for checkModel and `npm run paths -- reset-request`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { REQUEST_FAILED, resetRequestMachine } from './reset-request.machine';

export const machine = resetRequestMachine;
/** Mutants no seller and no test can tell from the chart as written (`npm run mutate -- reset-request`). */
export const equivalentMutants: Record<string, string> = {
  'resetRequest.editing: SUBMITTED #2: action clearMessages dropped':
    'in editing the error is set only by an invalid submit and cleared by the e-mail change that makes it valid (keepEmail), and the message only by a sent code, after which the form is done: a valid submit from editing finds both empty',
  'context expiresAt starts at 0 instead of null':
    'the expiry is read only by the link to the code form, which shows once the code is sent, and acceptCodeSent sets it before; nothing reads the value before that',
};
export const input = { email: '' };
export const SENT_AT = Date.UTC(2026, 0, 15, 9, 0, 0);
type Snap = SnapshotFrom<typeof resetRequestMachine>;

/** Three e-mails: empty, malformed and good; the form moves between them in any order. */
export const EMAILS = ['', 'fatma@souq', 'fatma@souq.example'] as const;
const PROBLEM: Record<string, string | null> = { '': 'validation.email-required', 'fatma@souq': 'validation.valid-email-required', 'fatma@souq.example': null };

export function events(s: Snap): EventObject[] {
  const typing = EMAILS.filter((email) => email !== s.context.email)
    .map((email) => lands('editing', { type: 'EMAIL_CHANGED', email }, holds({ email, error: null })));
  const problem = PROBLEM[s.context.email];
  const submitted = problem
    ? lands('editing', { type: 'SUBMITTED' }, holds({ error: problem }))
    : lands('submitting', { type: 'SUBMITTED' }, holds({ error: null, message: null }));
  if (s.matches('editing')) return [...typing, submitted];
  if (s.matches('failed')) return [typing[0], submitted];
  if (s.matches('submitting')) {
    return [
      lands('succeeded', { type: 'xstate.done.actor.requestCode', output: { message: 'A reset code has been sent.', expiresIn: 300, sentAt: SENT_AT } },
        holds({ expiresAt: SENT_AT + 300_000 })),
      lands('failed', { type: 'xstate.error.actor.requestCode', error: httpError(429, { message: 'Too many code requests.', retryAfter: 600 }) }, holds({ error: 'Too many code requests.' })),
      lands('failed', { type: 'xstate.error.actor.requestCode', error: networkError() }, holds({ error: REQUEST_FAILED })),
    ];
  }
  return [];
}

/** The spec `npm run paths -- reset-request` looks for. */
export const model = { machine, events, input, clock: SENT_AT };
