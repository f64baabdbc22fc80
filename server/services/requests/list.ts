import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RequestListQuery } from '../../../src/api/schemas/requests';
import { TABLE_PAGE_SIZE } from '../../../src/domain/limits';
import type { Db } from '../../db';
import { preparedOnce } from '../../db/prepared';
import { products, requests } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../products/cursor';
import { sellerDayRange } from '../seller-time';
import { memberKind } from './access';
import { receivers, rowsQuery, senders, withCursors } from './rows';

/** `%` and `_` typed in a search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const p = sql.placeholder;

/** Whose requests a page shows: as memberScope says (company or employee), or the ones the user sent. */
type Scope = 'company' | 'employee' | 'sent';

/** Which filters a page uses: each combination is its own prepared query. */
interface Shape { scope: Scope; type: boolean; day: boolean; receiver: boolean; search: '' | 'text' | 'text-or-num'; after: boolean }

const shapeName = (s: Shape) =>
  `requests_page_${s.scope}_${+s.type}${+s.day}${+s.receiver}${s.search === '' ? 0 : s.search === 'text' ? 1 : 2}${+s.after}`;

function scopeOf(scope: Scope): SQL {
  if (scope === 'sent') return eq(requests.senderId, p('userId'));
  const company = eq(requests.companyId, p('companyId'));
  return scope === 'company' ? company : and(company, eq(products.firstSellerId, p('userId')))!;
}

function filtersOf(s: Shape): SQL {
  return and(
    scopeOf(s.scope),
    s.type ? eq(requests.type, p('type')) : undefined,
    s.day ? and(gte(requests.createdAt, p('from')), lt(requests.createdAt, p('to'))) : undefined,
    s.receiver ? or(ilike(receivers.fullName, p('receiver')), ilike(receivers.userName, p('receiver'))) : undefined,
    // The top-bar search: product name, the buyer's name, or the request number.
    s.search ? or(ilike(products.name, p('pattern')), ilike(senders.fullName, p('pattern')), ilike(senders.userName, p('pattern')),
      s.search === 'text-or-num' ? eq(requests.num, p('num')) : undefined) : undefined,
    s.after ? sql`(${requests.createdAt}, ${requests.id}) < (${p('afterAt')}::timestamptz, ${p('afterId')})` : undefined,
  )!;
}

/** One keyset page as RequestListReply's JSON text (its rows are built by PostgreSQL). */
async function page(db: Db, user: SessionUser, scope: Scope, query: RequestListQuery): Promise<string> {
  const perPage = query.perPage ? Number(query.perPage) : TABLE_PAGE_SIZE;
  // One row more than the page tells whether another page exists, without counting.
  const values: Record<string, unknown> = { limit: perPage + 1, userId: user.id, companyId: user.companyId };
  const shape: Shape = { scope, type: false, day: false, receiver: false, search: '', after: false };
  if (query.type) {
    shape.type = true;
    values.type = query.type;
  }
  if (query.date) {
    const { from, to } = sellerDayRange(query.date);
    shape.day = true;
    values.from = from;
    values.to = to;
  }
  if (query.receiverName?.trim()) {
    shape.receiver = true;
    values.receiver = likePattern(query.receiverName);
  }
  const q = query.q?.trim();
  if (q) {
    shape.search = /^\d{1,9}$/.test(q) ? 'text-or-num' : 'text';
    values.pattern = likePattern(q);
    if (shape.search === 'text-or-num') values.num = Number(q);
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    shape.after = true;
    values.afterAt = after.createdAt;
    values.afterId = after.id;
  }

  const prepared = preparedOnce(db, shapeName(shape), (name) => rowsQuery(db, filtersOf(shape), p('limit')).prepare(name));
  const found = withCursors(await prepared.execute(values), user);
  const rows = found.slice(0, perPage);
  const last = rows.at(-1);
  const nextCursor = found.length > perPage && last ? encodeCursor(last.cursor) : null;
  return `{"data":[${rows.map((f) => f.json).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}

/** GET /api/requests: the company's incoming requests, as far as the caller may see them. */
export async function listRequests(db: Db, user: SessionUser, query: RequestListQuery): Promise<string> {
  const kind = memberKind(user);
  if (!kind) throw forbidden();
  return page(db, user, kind, query);
}

/** GET /api/profile/requests: the requests the signed-in user sent. */
export function listSentRequests(db: Db, user: SessionUser, query: RequestListQuery): Promise<string> {
  return page(db, user, 'sent', query);
}
