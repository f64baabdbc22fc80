import { z } from 'zod';
import { Role } from './common';

/** GET /api/companies/self/members: the caller's company and its employees (the products employee filter). */
export const CompanyMember = z.object({
  id: z.number().int(),
  fullName: z.string(),
  userName: z.string(),
  roles: z.array(Role),
});
export type CompanyMember = z.infer<typeof CompanyMember>;
export const CompanyMembersReply = z.array(CompanyMember);
export type CompanyMembersReply = z.infer<typeof CompanyMembersReply>;
