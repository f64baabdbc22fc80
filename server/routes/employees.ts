import { createRoute, z } from '@hono/zod-openapi';
import {
  EmployeeCreateBody, EmployeeEditBody, EmployeeListQuery, EmployeeListReply, EmployeeRow,
} from '../../src/api/schemas/employees';
import { idParams } from '../../src/api/schemas/common';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { withFields } from '../http/logger';
import { newRouter } from '../http/router';
import { exportEmployees } from '../services/employees/export';
import { listEmployees } from '../services/employees/list';
import { createEmployee, deleteEmployee, editEmployee, restoreEmployee } from '../services/employees/manage';
import { bearer, errors, json } from './schemas';

// Employees are the company user's business only (part 1 §2): employees and buyers get 403.
const common = { tags: ['employees'], security: bearer };
const idParam = idParams('id');
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const refusals = { 401: errors[401], 403: errors[403] };

const listRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'listEmployees', method: 'get', path: '/employees',
  summary: "The company's members with their metrics (status active by default; q searches name, user name, e-mail, phone)",
  request: { query: EmployeeListQuery },
  responses: { 200: json(EmployeeListReply, 'A page; pass nextCursor back as cursor'), ...refusals, 422: errors[422] },
});

const exportRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'exportEmployees', method: 'get', path: '/employees/export',
  summary: 'The employees table with its metrics as CSV (UTF-8 with BOM), same filters; once a calendar month per company',
  request: { query: EmployeeListQuery.omit({ perPage: true, cursor: true }) },
  responses: {
    200: { description: 'text/csv; charset=utf-8', content: { 'text/csv': { schema: z.string() } } }, ...refusals,
    429: errors[429],
  },
});

const createRoute_ = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'createEmployee', method: 'post', path: '/employees',
  summary: 'Add an employee (roles employee, admin false: the server grants nothing else)',
  request: { body: body(EmployeeCreateBody) },
  responses: { 201: json(EmployeeRow, 'The new employee'), ...refusals, 422: errors[422] },
});

const editRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'editEmployee', method: 'put', path: '/employees/{id}',
  summary: 'Edit an employee; empty password fields keep the password (also POST with _method PUT)',
  request: { params: idParam, body: body(EmployeeEditBody) },
  responses: { 200: json(EmployeeRow, 'The employee'), ...refusals, 404: errors[404], 409: errors[409], 422: errors[422] },
});

const deleteRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'deleteEmployee', method: 'delete', path: '/employees/{id}',
  summary: 'Soft delete an employee (deletedAt); it is signed out and cannot sign in (also POST with _method DELETE)',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...refusals, 404: errors[404] },
});

const restoreRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'restoreEmployee', method: 'post', path: '/employees/{id}/restore',
  summary: 'Restore a deleted employee',
  request: { params: idParam },
  responses: { 204: { description: 'Restored' }, ...refusals, 404: errors[404] },
});

export const employeeRoutes = newRouter()
  .openapi(listRoute, async (c) => c.json(await listEmployees(c.get('deps').db, currentUser(c), c.req.valid('query')), 200))
  .openapi(exportRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const csv = await exportEmployees(db, currentUser(c), c.req.valid('query'), c.get('locale'), clock.now());
    const day = clock.now().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="employees-${day}.csv"`,
    });
  })
  .openapi(createRoute_, async (c) => {
    const { db, clock, logger } = c.get('deps');
    const log = withFields(logger, { reqId: c.get('reqId') });
    return c.json(await createEmployee(db, currentUser(c), EmployeeCreateBody.parse(c.req.valid('json')), clock.now(), log), 201);
  })
  .openapi(editRoute, async (c) => {
    const { db, clock, logger } = c.get('deps');
    const id = Number(c.req.valid('param').id);
    const log = withFields(logger, { reqId: c.get('reqId') });
    const edited = await editEmployee(db, currentUser(c), id, EmployeeEditBody.parse(c.req.valid('json')), clock.now(), log);
    c.get('deps').sessions.forget(id);
    return c.json(edited, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { db, clock, sessions } = c.get('deps');
    const id = Number(c.req.valid('param').id);
    await deleteEmployee(db, currentUser(c), id, clock.now());
    sessions.forget(id);
    return c.body(null, 204);
  })
  .openapi(restoreRoute, async (c) => {
    await restoreEmployee(c.get('deps').db, currentUser(c), Number(c.req.valid('param').id));
    return c.body(null, 204);
  });
