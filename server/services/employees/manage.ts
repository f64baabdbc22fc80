import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { EmployeeCreateBody, EmployeeEditBody, type EmployeeRow } from '../../../src/api/schemas/employees';
import type { Db } from '../../db';
import { companies, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { revokeAllTokens } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../../lib/passwords';
import { employeeRows } from './list';
import { welcome } from '../welcome';

type Created = ReturnType<typeof EmployeeCreateBody.parse>;
type Edited = ReturnType<typeof EmployeeEditBody.parse>;

/**
 * User names and e-mails are unique across everyone (deleted accounts included): 422 per field. An
 * e-mail in use is "unavailable" whoever holds it, so the form never tells a company that an address
 * has an account elsewhere; the log says which.
 */
async function assertFree(db: Db, caller: SessionUser, body: { userName: string; email: string }, exceptId: number | undefined, logger: Logger) {
  const clash = await db.select({ id: users.id, companyId: users.companyId, userName: users.userName, email: users.email }).from(users).where(and(
    or(eq(sql`lower(${users.userName})`, body.userName.toLowerCase()), eq(users.email, body.email)),
    exceptId === undefined ? undefined : ne(users.id, exceptId),
  ));
  const errors: Record<string, string[]> = {};
  if (clash.some((u) => u.userName.toLowerCase() === body.userName.toLowerCase())) errors.userName = ['server.employee-user-name-taken'];
  const holder = clash.find((u) => u.email === body.email);
  if (holder) {
    errors.email = ['server.employee-email-unavailable'];
    logger.info('employee e-mail unavailable', {
      companyId: caller.companyId, heldByUserId: holder.id, heldBy: holder.companyId === caller.companyId ? 'this company' : 'another account',
    });
  }
  if (Object.keys(errors).length) throw new HttpError(422, '', { errors });
}

/** A race between two creations is settled by the unique indexes; report it like the check above. */
async function orTaken<T>(db: Db, caller: SessionUser, body: { userName: string; email: string }, exceptId: number | undefined, logger: Logger, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await assertFree(db, caller, body, exceptId, logger);
    throw error;
  }
}

async function rowOf(db: Db, caller: SessionUser, id: number): Promise<EmployeeRow> {
  const [row] = await employeeRows(db, caller, eq(users.id, id), 1);
  return row;
}

/** POST /api/employees: always an employee of the caller's company, whatever the body says. */
export async function createEmployee(db: Db, caller: SessionUser, body: Created, now: Date, logger: Logger): Promise<EmployeeRow> {
  await assertFree(db, caller, body, undefined, logger);
  const passwordHash = await hashPassword(body.password);
  const [created] = await orTaken(db, caller, body, undefined, logger, () => db.transaction(async (tx) => {
    const rows = await tx.insert(users).values({
      companyId: caller.companyId!, fullName: body.fullName, userName: body.userName, email: body.email, phone: body.phone,
      passwordHash, roles: ['employee'], createdAt: now,
    }).returning({ id: users.id });
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.companyId!));
    await welcome(tx, { userId: rows[0].id, role: 'employee', company: company.name, senderId: caller.id, now });
    return rows;
  }));
  return rowOf(db, caller, created.id);
}

/** An employee of the caller's company (not the company account itself); 404 for anyone else. */
async function employeeOf(db: Db, caller: SessionUser, id: number) {
  const [target] = await db.select({ id: users.id, roles: users.roles, deletedAt: users.deletedAt }).from(users)
    .where(and(eq(users.id, id), eq(users.companyId, caller.companyId!)));
  if (!target) throw notFound();
  // The company's own row only links to the account page (part 1 §2); it is not managed here.
  if (target.id === caller.id || target.roles[0] !== 'employee') throw new HttpError(403, 'server.employee-not-self');
  return target;
}

/** PUT /api/employees/{id}: empty password fields keep the password; a new one signs the employee out. */
export async function editEmployee(db: Db, caller: SessionUser, id: number, body: Edited, now: Date, logger: Logger): Promise<EmployeeRow> {
  const target = await employeeOf(db, caller, id);
  if (target.deletedAt) throw new HttpError(409, 'server.employee-deleted');
  await assertFree(db, caller, body, id, logger);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  await orTaken(db, caller, body, id, logger, () => db.update(users)
    .set({ fullName: body.fullName, userName: body.userName, email: body.email, phone: body.phone, ...(passwordHash && { passwordHash }) })
    .where(eq(users.id, id)));
  if (passwordHash) await revokeAllTokens(db, id, now);
  return rowOf(db, caller, id);
}

/** DELETE /api/employees/{id}: soft delete; its sessions end and it can no longer sign in. */
export async function deleteEmployee(db: Db, caller: SessionUser, id: number, now: Date): Promise<void> {
  await employeeOf(db, caller, id);
  await db.update(users).set({ deletedAt: now }).where(and(eq(users.id, id), isNull(users.deletedAt)));
  await revokeAllTokens(db, id, now);
}

/** POST /api/employees/{id}/restore. */
export async function restoreEmployee(db: Db, caller: SessionUser, id: number): Promise<void> {
  await employeeOf(db, caller, id);
  await db.update(users).set({ deletedAt: null }).where(and(eq(users.id, id), isNotNull(users.deletedAt)));
}

