// The general interceptor table of part 2 §8, as a pure function: a failed call → what the seller sees.
import { ApiError } from './schemas/common';

export type Severity = 'error' | 'warning' | 'info' | 'success';
/** A snackbar message: an i18n key, or a server text already in the seller's language. */
export type Notice = { key?: string; text?: string; severity: Severity; durationMs?: number };

export type Failure =
  | { kind: 'offline' }
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'no-response' }
  | { kind: 'setup' }
  | { kind: 'aborted' };

export type FailureOutcome = { notice: Notice | null; sessionExpired: boolean };

function serverMessage(body: unknown): string | undefined {
  const parsed = ApiError.safeParse(body);
  return parsed.success && parsed.data.message ? parsed.data.message : undefined;
}

function joinedValidationMessages(body: unknown): string | undefined {
  const parsed = ApiError.safeParse(body);
  if (!parsed.success) return undefined;
  const all = Object.values(parsed.data.errors ?? {}).flat();
  const unique = [...new Set(all)];
  return unique.length ? unique.join(', ') : parsed.data.message || undefined;
}

const withText = (text: string | undefined, key: string, severity: Severity): Notice =>
  text ? { text, severity } : { key, severity };

/** `onLoginScreen`: a 401 there is the form's business (wrong password), not an expired session. */
export function describeFailure(failure: Failure, onLoginScreen: boolean): FailureOutcome {
  switch (failure.kind) {
    case 'aborted':
      return { notice: null, sessionExpired: false };
    case 'offline':
      return { notice: { key: 'errors.offline', severity: 'warning' }, sessionExpired: false };
    case 'no-response':
      return { notice: { key: 'errors.no-response', severity: 'error' }, sessionExpired: false };
    case 'setup':
      return { notice: { key: 'errors.request-not-sent', severity: 'error' }, sessionExpired: false };
    case 'response':
      break;
  }
  const { status, body } = failure;
  switch (status) {
    case 400:
      return { notice: withText(serverMessage(body), 'errors.invalid-request', 'error'), sessionExpired: false };
    case 401:
      return onLoginScreen
        ? { notice: null, sessionExpired: false }
        : { notice: { key: 'errors.session-expired', severity: 'warning' }, sessionExpired: true };
    case 403:
      return { notice: { key: 'errors.not-authorized', severity: 'warning' }, sessionExpired: false };
    case 404:
      return { notice: { key: 'errors.not-found', severity: 'error' }, sessionExpired: false };
    case 422:
      return { notice: withText(joinedValidationMessages(body), 'errors.validation-failed', 'error'), sessionExpired: false };
    case 500:
      return { notice: { key: 'errors.server', severity: 'error' }, sessionExpired: false };
    default:
      return { notice: withText(serverMessage(body), 'errors.generic', 'error'), sessionExpired: false };
  }
}
