// Typed calls of the company members resource (server/routes/members.ts).
import { apiCall } from './client';
import { CompanyMembersReply } from './schemas/members';

/** Silent: without members the employee filter is just unavailable, the list still works. */
export function fetchCompanyMembers(signal?: AbortSignal): Promise<CompanyMembersReply> {
  return apiCall('/companies/self/members', CompanyMembersReply, { silent: true, signal });
}
