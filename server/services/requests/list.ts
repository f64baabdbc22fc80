import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RequestListQuery, RequestListReply } from '../../../src/api/schemas/requests';
import { TABLE_PAGE_SIZE } from '../../../src/domain/limits';
import type { Db } from '../../db';
import { products, requests } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../products/cursor';
import { sellerDayRange } from '../seller-time';
import { memberScope } from './access';
import { receivers, selectRequestRows, senders } from './rows';

/** `%` and `_` typed in a search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filtersOf(query: RequestListQuery): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  if (query.type) filters.push(eq(requests.type, query.type));
  if (query.date) {
    const { from, to } = sellerDayRange(query.date);
    filters.push(gte(requests.createdAt, from), lt(requests.createdAt, to));
  }
  if (query.receiverName?.trim()) {
    const pattern = likePattern(query.receiverName);
    filters.push(or(ilike(receivers.fullName, pattern), ilike(receivers.userName, pattern)));
  }
  // The top-bar search: product name, the buyer's name, or the request number.
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    filters.push(or(ilike(products.name, pattern), ilike(senders.fullName, pattern), ilike(senders.userName, pattern),
      /^\d{1,9}$/.test(q) ? eq(requests.num, Number(q)) : undefined));
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    filters.push(sql`(${requests.createdAt}, ${requests.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
  }
  return filters;
}

async function page(db: Db, user: SessionUser, scope: SQL, query: RequestListQuery): Promise<RequestListReply> {
  const perPage = query.perPage ? Number(query.perPage) : TABLE_PAGE_SIZE;
  // One row more than the page tells whether another page exists, without counting.
  const found = await selectRequestRows(db, user, and(scope, ...filtersOf(query)), perPage + 1);
  const rows = found.slice(0, perPage);
  const last = rows.at(-1);
  return { data: rows.map((f) => f.row), nextCursor: found.length > perPage && last ? encodeCursor(last.cursor) : null };
}

/** GET /api/requests: the company's incoming requests, as far as the caller may see them. */
export async function listRequests(db: Db, user: SessionUser, query: RequestListQuery): Promise<RequestListReply> {
  const scope = memberScope(user);
  if (!scope) throw forbidden();
  return page(db, user, scope, query);
}

/** GET /api/profile/requests: the requests the signed-in user sent. */
export function listSentRequests(db: Db, user: SessionUser, query: RequestListQuery): Promise<RequestListReply> {
  return page(db, user, eq(requests.senderId, user.id), query);
}
