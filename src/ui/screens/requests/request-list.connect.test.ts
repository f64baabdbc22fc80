import { describe, expect, it } from 'vitest';
import { decisionNotice } from './request-list.connect';

const asIs = (message: string | null) => message;

describe('decisionNotice', () => {
  it('says accepted or rejected (success) when the server took the decision', () => {
    expect(decisionNotice({ outcome: 'decided', status: 'accepted', error: null }, asIs)).toEqual({ key: 'requests:decision.accepted', severity: 'success' });
    expect(decisionNotice({ outcome: 'decided', status: 'rejected', error: null }, asIs)).toEqual({ key: 'requests:decision.rejected', severity: 'success' });
  });

  it('warns on a conflict (409), whatever the status asked for', () => {
    expect(decisionNotice({ outcome: 'conflict', status: null, error: 'Conflict' }, asIs)).toEqual({ key: 'requests:decision.conflict', severity: 'warning' });
  });

  it("shows a failure's own message, or the generic one when there is none", () => {
    expect(decisionNotice({ outcome: 'failed', status: null, error: 'Not this time' }, asIs)).toEqual({ text: 'Not this time', severity: 'error' });
    expect(decisionNotice({ outcome: 'failed', status: null, error: null }, asIs)).toEqual({ key: 'requests:decision-failed', severity: 'error' });
    expect(decisionNotice({ outcome: 'failed', status: null, error: 'errors.offline' }, (m) => (m === 'errors.offline' ? 'You are offline' : m)))
      .toEqual({ text: 'You are offline', severity: 'error' });
  });
});
