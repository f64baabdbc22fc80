// The reset form's model for checkModel and `npm run paths -- reset`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { resetMachine, type ResetField, type ResetInput } from './reset.machine';

export const machine = resetMachine;
export const SENT_AT = Date.UTC(2026, 0, 15, 9, 0, 0);
export const EXPIRES_AT = SENT_AT + 300_000;
export const input: ResetInput = { email: 'fatma@souq.example', expiresAt: EXPIRES_AT, now: SENT_AT };
type Snap = SnapshotFrom<typeof resetMachine>;

/** Each field moves between an empty (or wrong) value and a good one; few values keep the model small. */
export const VALUES: Record<ResetField, readonly string[]> = {
  code: ['', '482913'],
  password: ['', 'NewSecret-2026'],
  passwordConfirmation: ['', 'NewSecret-2026', 'Another-2026'],
};

const changes = (s: Snap): EventObject[] =>
  (Object.keys(VALUES) as ResetField[]).flatMap((field) =>
    VALUES[field].filter((value) => value !== s.context[field]).map((value) => ({ type: 'FIELD_CHANGED', field, value })),
  );

/** One tick a minute before the end, one at the end. */
const ticks = (s: Snap): EventObject[] =>
  [EXPIRES_AT - 60_000, EXPIRES_AT].filter((now) => EXPIRES_AT - now < s.context.remainingMs).map((now) => ({ type: 'TICKED', now }));

export function events(s: Snap): EventObject[] {
  if (s.matches({ counting: 'editing' })) return [...changes(s), { type: 'SUBMITTED' }, ...ticks(s)];
  if (s.matches({ counting: 'failed' })) return [changes(s)[0], { type: 'SUBMITTED' }, ...ticks(s)];
  if (s.matches({ counting: 'submitting' })) {
    return [
      { type: 'xstate.done.actor.resetPassword', output: { message: 'Your password has been changed.' } } as EventObject,
      { type: 'xstate.error.actor.resetPassword', error: httpError(422, { message: 'Validation failed', errors: { code: ['The code is incorrect.'] } }) } as EventObject,
      { type: 'xstate.error.actor.resetPassword', error: networkError() } as EventObject,
      ...ticks(s),
    ];
  }
  return [];
}

/** The spec `npm run paths -- reset` looks for. */
export const model = { machine, events, input };
