// The reset form's model for checkModel and `npm run paths -- reset`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stateKey } from '../test/model';
import { httpError, noReplyError } from '../session/session.fixtures';
import { resetMachine, type ResetField, type ResetInput } from './reset.machine';
import { firstProblem } from './reset.validation';

export const machine = resetMachine;
/** Mutants no seller and no test can tell from the chart as written (`npm run mutate -- reset`). */
export const equivalentMutants: Record<string, string> = {
  'reset.counting.editing: SUBMITTED #2: action clearError dropped':
    'in editing the error is set only by an invalid submit, and the field change that makes the form valid clears it (keepField), so a valid submit from editing always finds it empty',
};
export const SENT_AT = Date.UTC(2026, 0, 15, 9, 0, 0);
export const EXPIRES_AT = SENT_AT + 300_000;
export const input: ResetInput = { email: 'fatma@souq.example', expiresAt: EXPIRES_AT, now: SENT_AT };
type Snap = SnapshotFrom<typeof resetMachine>;
/** The error table's words for a call that got no reply (part 2 §8), which the form shows as they are. */
const NO_RESPONSE = 'errors.no-response';

/** Each field moves between an empty (or wrong) value and a good one; few values keep the model small. */
export const VALUES: Record<ResetField, readonly string[]> = {
  code: ['', '482913'],
  password: ['', 'NewSecret-2026'],
  passwordConfirmation: ['', 'NewSecret-2026', 'Another-2026'],
};

const changes = (s: Snap): EventObject[] =>
  (Object.keys(VALUES) as ResetField[]).flatMap((field) =>
    VALUES[field].filter((value) => value !== s.context[field])
      .map((value) => lands('counting.editing', { type: 'FIELD_CHANGED', field, value }, holds({ [field]: value, error: null }))));

/** One tick a minute before the end, one at the end: the form closes at zero once no submit is on its way. */
const ticks = (s: Snap): EventObject[] =>
  [EXPIRES_AT - 60_000, EXPIRES_AT].filter((now) => EXPIRES_AT - now < s.context.remainingMs).map((now) => {
    const remainingMs = EXPIRES_AT - now;
    const target = remainingMs === 0 && !s.matches({ counting: 'submitting' }) ? `${stateKey(s)} → expired` : stateKey(s);
    return lands(target, { type: 'TICKED', now }, holds({ remainingMs }));
  });

/** After a failed or finished submit, a code that ran out meanwhile closes the form. */
const settled = (s: Snap, target: string) => (s.context.remainingMs === 0 ? `${target} → expired` : target);

export function events(s: Snap): EventObject[] {
  const problem = firstProblem(s.context);
  const submitted = problem
    ? lands('counting.editing', { type: 'SUBMITTED' }, holds({ error: problem }))
    : lands('counting.submitting', { type: 'SUBMITTED' }, holds({ error: null }));
  if (s.matches({ counting: 'editing' })) return [...changes(s), submitted, ...ticks(s)];
  if (s.matches({ counting: 'failed' })) return [changes(s)[0], lands('counting.submitting', { type: 'SUBMITTED' }, holds({ error: null })), ...ticks(s)];
  if (s.matches({ counting: 'submitting' })) {
    return [
      lands('succeeded', { type: 'xstate.done.actor.resetPassword', output: { message: 'Your password has been changed.' } }, holds({ message: 'Your password has been changed.' })),
      lands(settled(s, 'counting.failed'), { type: 'xstate.error.actor.resetPassword', error: httpError(422, { message: 'Validation failed', errors: { code: ['The code is incorrect.'] } }) },
        holds({ error: 'The code is incorrect.' })),
      lands(settled(s, 'counting.failed'), { type: 'xstate.error.actor.resetPassword', error: noReplyError() }, holds({ error: NO_RESPONSE })),
      ...ticks(s),
    ];
  }
  return [];
}

/** The spec `npm run paths -- reset` looks for. */
export const model = { machine, events, input, clock: SENT_AT };

/** The spec's own scenarios, in its words: `npm run paths -- reset` prints them first. */
const tickAt = (now: number) => (e: EventObject) => e.type === 'TICKED' && (e as { now?: number }).now === now;
export const scenarios = [
  { name: 'The reset code expires 5 minutes after it was sent: the form closes', steps: [tickAt(EXPIRES_AT - 60_000), tickAt(EXPIRES_AT)] },
];
