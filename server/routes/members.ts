import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { CompanyMembersReply } from '../../src/api/schemas/members';
import { users } from '../db/schema';
import { forbidden } from '../http/errors';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { bearer, errors, json } from './schemas';

const membersRoute = createRoute({
  operationId: 'listCompanyMembers', method: 'get', path: '/companies/self/members', tags: ['companies'], security: bearer, middleware: [requireUser] as const,
  summary: "The caller's company account and its employees (deleted ones left out); any member of the company may ask",
  responses: { 200: json(CompanyMembersReply, 'Members, the company account first, then by name'), 401: errors[401], 403: errors[403] },
});

export const memberRoutes = newRouter().openapi(membersRoute, async (c) => {
  const user = currentUser(c);
  // Tenancy: only the caller's own company; a buyer has none.
  if (user.companyId === null) throw forbidden();
  const rows = await c.get('deps').db
    .select({ id: users.id, fullName: users.fullName, userName: users.userName, roles: users.roles })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), isNull(users.deletedAt)))
    .orderBy(asc(users.fullName), asc(users.id));
  const companyFirst = [...rows.filter((r) => r.roles[0] === 'company'), ...rows.filter((r) => r.roles[0] !== 'company')];
  return c.json(companyFirst, 200);
});
