// What a failed login means for the form: counted, a server lock, or a message to show.
import { failureOf } from '../../api/client';
import { readApiError } from '../../api/boot-shapes';

export type LoginFailure =
  | { kind: 'wrong-credentials' }
  | { kind: 'server-lock'; retryAfterMs: number }
  | { kind: 'unanswered' }
  | { kind: 'other'; message: string };

export const INVALID_CREDENTIALS = 'auth:invalid-credentials';
export const LOGIN_FAILED = 'auth:login-failed';

export function describeLoginFailure(error: unknown): LoginFailure {
  const { status, body } = failureOf(error);
  if (status === 401) return { kind: 'wrong-credentials' };
  if (status === 429) {
    const seconds = (body as { retryAfter?: unknown } | undefined)?.retryAfter;
    return { kind: 'server-lock', retryAfterMs: typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 60_000 };
  }
  // No reply at all: our own text. 422 and other replies carry a message in the seller's language.
  if (status === undefined) return { kind: 'unanswered' };
  const reply = readApiError(body);
  return { kind: 'other', message: reply?.message || LOGIN_FAILED };
}

export const isUnauthorized = (error: unknown) => failureOf(error).status === 401;
