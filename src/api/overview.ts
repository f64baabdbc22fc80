// The overview cards' figures (server/routes/statistics.ts, contract in ./schemas/statistics). The reply
// schema (and zod) loads with the call, not with the screen.
import { apiCall } from './client';
import type { OverviewReply } from './schemas/statistics';

/** All-time figures of the caller's scope. Silent: the figures card shows its own error with a retry. */
export function fetchOverviewFigures(signal?: AbortSignal): Promise<OverviewReply> {
  return apiCall('/statics/dashboard/overview', () => import('./schemas/statistics').then((m) => m.OverviewReply), { signal, silent: true });
}
