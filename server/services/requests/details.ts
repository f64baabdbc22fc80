import { and, eq } from 'drizzle-orm';
import type { RequestRow } from '../../../src/api/schemas/requests';
import type { Db } from '../../db';
import { requests } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { visibleTo } from './access';
import { selectRequestRows } from './rows';

/** GET /api/requests/{id}: for the company's members who may see it and the buyer who sent it; 404 otherwise. */
export async function requestById(db: Db, user: SessionUser, id: number): Promise<RequestRow> {
  const [found] = await selectRequestRows(db, user, and(eq(requests.id, id), visibleTo(user)), 1);
  if (!found) throw notFound();
  return found.row;
}
