import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '../../../src/api/schemas/products';
import { TABLE_PAGE_SIZE } from '../../../src/domain/limits';
import type { Db } from '../../db';
import { preparedOnce } from '../../db/prepared';
import { products } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { categoryIdsUnder } from '../categories';
import { isMemberOf } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import { rowsQuery, withCursors } from './rows';

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const p = sql.placeholder;

/** Which filters a page uses: each combination is its own prepared query. */
interface Shape { categories: boolean; sellers: boolean; active: boolean; search: '' | 'name' | 'name-or-num'; after: boolean }

const shapeName = (s: Shape) =>
  `products_page_${+s.categories}${+s.sellers}${+s.active}${s.search === '' ? 0 : s.search === 'name' ? 1 : 2}${+s.after}`;

function filtersOf(s: Shape): SQL {
  return and(
    eq(products.companyId, p('companyId')),
    s.categories ? sql`${products.categoryId} = any(${p('categoryIds')})` : undefined,
    s.sellers ? sql`${products.firstSellerId} = any(${p('sellerIds')})` : undefined,
    s.active ? eq(products.isActive, p('isActive')) : undefined,
    // ILIKE '%q%': on PostgreSQL the trigram index on the name answers it (migration 0006); PGlite has
    // no pg_trgm, and a scan of one company's rows in keyset order stops once a page is full.
    s.search === 'name' ? ilike(products.name, p('pattern')) : undefined,
    s.search === 'name-or-num' ? or(ilike(products.name, p('pattern')), eq(products.num, p('num'))) : undefined,
    s.after ? sql`(${products.createdAt}, ${products.id}) < (${p('afterAt')}::timestamptz, ${p('afterId')})` : undefined,
  )!;
}

/**
 * One keyset page of a company's products, as ProductListReply's JSON text (its rows are built by
 * PostgreSQL). `sellerId` is the company (CurrentUser.sellerId); only its company user and
 * employees may list it, anyone else gets 404.
 */
export async function listProducts(
  db: Db, user: SessionUser, sellerId: number, query: ProductListQuery, now: Date,
): Promise<string> {
  if (!isMemberOf(user, sellerId)) throw notFound();
  const perPage = query.perPage ? Number(query.perPage) : TABLE_PAGE_SIZE;
  // One row more than the page tells whether another page exists, without counting.
  const values: Record<string, unknown> = { companyId: sellerId, limit: perPage + 1, now: now.toISOString() };
  const q = query.q?.trim();
  const shape: Shape = { categories: false, sellers: false, active: false, search: '', after: false };

  if (query.path) {
    const ids = await categoryIdsUnder(db, query.path.split(',').map((s) => s.trim()).filter(Boolean));
    if (ids.length === 0) return replyJson([], null);
    shape.categories = true;
    values.categoryIds = ids;
  }
  if (query.usersIds) {
    shape.sellers = true;
    values.sellerIds = query.usersIds.split(',').map(Number);
  }
  if (query.isActive) {
    shape.active = true;
    values.isActive = query.isActive === 'true' || query.isActive === '1';
  }
  if (q) {
    shape.search = /^\d{1,9}$/.test(q) ? 'name-or-num' : 'name';
    values.pattern = likePattern(q);
    if (shape.search === 'name-or-num') values.num = Number(q);
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    shape.after = true;
    values.afterAt = after.createdAt;
    values.afterId = after.id;
  }

  const prepared = preparedOnce(db, shapeName(shape), (name) => rowsQuery(db, filtersOf(shape), p('limit'), p('now')).prepare(name));
  const found = withCursors(await prepared.execute(values), user);
  const page = found.slice(0, perPage);
  const last = page.at(-1);
  return replyJson(page.map((f) => f.json), found.length > perPage && last ? encodeCursor(last.cursor) : null);
}

const replyJson = (rows: string[], nextCursor: string | null) => `{"data":[${rows.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
