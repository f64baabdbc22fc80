// Typed calls of the company members resource (server/routes/members.ts). The reply schema (and zod)
// loads with the call, not with the screen (ReplySchema in ./client).
import { apiCall } from './client';
import type { CompanyMembersReply } from './schemas/members';

/** Silent: without members the employee filter is just unavailable, the list still works. */
export function fetchCompanyMembers(signal?: AbortSignal): Promise<CompanyMembersReply> {
  return apiCall('/companies/self/members', () => import('./schemas/members').then((m) => m.CompanyMembersReply), { silent: true, signal });
}
