// What the requests screen says when a decision settles (the Zag connect pattern: the machine's
// DECISION_SETTLED in, the snackbar notice out), kept out of the view and unit-tested.
import type { Notice } from '../../../api/failure';
import type { DecisionSettled } from '../../../machines/request-list/request-list.machine';

/** `messageText`: a machine message (an `ns.key` or a server text) as the seller reads it, or null. */
export function decisionNotice(
  { outcome, status, error }: Pick<DecisionSettled, 'outcome' | 'status' | 'error'>,
  messageText: (message: string | null) => string | null,
): Notice {
  if (outcome === 'decided') return { key: status === 'accepted' ? 'requests:decision.accepted' : 'requests:decision.rejected', severity: 'success' };
  // 409: someone else decided it first, or the product is no longer available.
  if (outcome === 'conflict') return { key: 'requests:decision.conflict', severity: 'warning' };
  const text = messageText(error);
  return text ? { text, severity: 'error' } : { key: 'requests:decision-failed', severity: 'error' };
}
