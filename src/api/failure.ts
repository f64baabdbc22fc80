// The general interceptor table of part 2 §8, as a pure function: a failed call → what the seller sees.
import { readApiError } from './boot-shapes';

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
  return readApiError(body)?.message || undefined;
}

function joinedValidationMessages(body: unknown): string | undefined {
  const reply = readApiError(body);
  if (!reply) return undefined;
  const all = Object.values(reply.errors ?? {}).flat();
  const unique = [...new Set(all)];
  return unique.length ? unique.join(', ') : reply.message || undefined;
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

/**
 * The rows that say what is wrong with the line or the server rather than with the screen's request
 * (offline, 500, no response): a screen that words its own failures still shows these, so
 * the seller never reads a raw server text or 'Failed to load products' when the connection is down.
 */
export function lineOrServerNotice(failure: Failure): Notice | null {
  const shared = failure.kind === 'offline' || failure.kind === 'no-response' || (failure.kind === 'response' && failure.status === 500);
  return shared ? describeFailure(failure, false).notice : null;
}

/** What a screen shows for a failed call: the table's row when it is about the line or the server, else its own words. */
export function screenNotice(failure: Failure, own: Notice): Notice | null {
  if (failure.kind === 'aborted') return null;
  return lineOrServerNotice(failure) ?? own;
}

/** A notice's key as machines keep messages (`ns.key`, read by useMessageText). */
export const noticeMessage = (notice: Notice): string => notice.text ?? notice.key!.replace(':', '.');
