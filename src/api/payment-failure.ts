// Part 2 §8 Payment: what a failed payment call, or a failed payment, says (keys of the `payment`
// namespace, `payment.<key>` as machines keep messages). Pure, so every row is unit-tested.
import { readApiError } from './boot-shapes';
import { callFailure } from './client';

/** The provider's codes (GetPaymentStatus ErrorCode) and the card codes of §8, each with its own text. */
export const PAYMENT_CODES = [
  'MF001', 'MF002', 'MF003', 'MF004', 'MF005', 'MF006', 'MF007', 'MF008', 'MF009', 'MF010', 'MF020',
  'CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'EXPIRED_CARD', 'INVALID_CARD', 'NETWORK_ERROR',
] as const;

/**
 * A 400's message keywords, in the order they are tried: the more telling word first ('card expired'
 * is about expiry, 'session amount' about the amount).
 */
export const REFUSAL_KEYWORDS = [
  ['expired', 'card-expired'],
  ['funds', 'insufficient-funds'],
  ['declined', 'card-declined'],
  ['security', 'security-code'],
  ['blocked', 'card-blocked'],
  ['risk', 'risk-denied'],
  ['amount', 'invalid-amount'],
  ['currency', 'invalid-currency'],
  ['country', 'unsupported-country'],
  ['session', 'invalid-session'],
  ['card', 'card-error'],
] as const;

export const PAYMENT_MESSAGES = {
  cancelled: 'payment.cancelled',
  initiationFailed: 'payment.initiation-failed',
  network: 'payment.network-error',
  server: 'payment.server-error',
  sessionExpired: 'payment.session-expired',
  failed: 'payment.failed',
  itemUnknown: 'payment.item-unknown',
  formFailed: 'payment.form-failed',
} as const;

/** The text of a provider or card code, when §8 has one. */
export function codeMessage(code: string | null | undefined): string | null {
  return code && (PAYMENT_CODES as readonly string[]).includes(code) ? `payment.codes.${code}` : null;
}

/** What a 400's message (the provider's reason, in the server's words) is about, by its keywords. */
export function refusalMessage(text: string): string | null {
  const lower = text.toLowerCase();
  const hit = REFUSAL_KEYWORDS.find(([word]) => lower.includes(word));
  return hit ? `payment.refusals.${hit[1]}` : null;
}

/**
 * A failed session, pay or status call → its message. `stage` is which call failed: a 401 when the session is
 * created says the seller's session expired (§8); elsewhere it is the interceptor's (it redirects to login).
 */
export function paymentCallFailure(error: unknown, stage: 'session' | 'pay' | 'status'): string {
  const failure = callFailure(error);
  switch (failure.kind) {
    case 'aborted':
      return PAYMENT_MESSAGES.cancelled;
    case 'offline':
    case 'no-response':
      return PAYMENT_MESSAGES.network;
    case 'setup':
      return PAYMENT_MESSAGES.failed;
    case 'response':
      break;
  }
  const { status, body } = failure;
  const serverText = readApiError(body)?.message;
  if (status === 401) return stage === 'session' ? PAYMENT_MESSAGES.sessionExpired : 'errors.session-expired';
  if (status >= 500) return PAYMENT_MESSAGES.server;
  if (status === 400) return (serverText && refusalMessage(serverText)) ?? serverText ?? PAYMENT_MESSAGES.failed;
  if (status === 404 && stage === 'pay') return PAYMENT_MESSAGES.itemUnknown;
  return serverText || PAYMENT_MESSAGES.failed;
}
