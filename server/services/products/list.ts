import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery, ProductListReply } from '../../../src/api/schemas/products';
import { TABLE_PAGE_SIZE } from '../../../src/domain/limits';
import type { Db } from '../../db';
import { products } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { categoryIdsUnder } from '../categories';
import { isMemberOf } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import { selectRows } from './rows';

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * One keyset page of a company's products. `sellerId` is the company (CurrentUser.sellerId); only
 * its company user and employees may list it, anyone else gets 404.
 */
export async function listProducts(
  db: Db, user: SessionUser, sellerId: number, query: ProductListQuery, now: Date,
): Promise<ProductListReply> {
  if (!isMemberOf(user, sellerId)) throw notFound();
  const perPage = query.perPage ? Number(query.perPage) : TABLE_PAGE_SIZE;
  const filters: (SQL | undefined)[] = [eq(products.companyId, sellerId)];

  if (query.path) {
    const ids = await categoryIdsUnder(db, query.path.split(',').map((s) => s.trim()).filter(Boolean));
    if (ids.length === 0) return { data: [], nextCursor: null };
    filters.push(inArray(products.categoryId, ids));
  }
  if (query.usersIds) filters.push(inArray(products.firstSellerId, query.usersIds.split(',').map(Number)));
  if (query.isActive) filters.push(eq(products.isActive, query.isActive === 'true' || query.isActive === '1'));
  const q = query.q?.trim();
  // ILIKE '%q%': on PostgreSQL the trigram index on the name answers it (migration 0006); PGlite has
  // no pg_trgm, and a scan of one company's rows in keyset order stops once a page is full.
  if (q) filters.push(/^\d{1,9}$/.test(q) ? or(ilike(products.name, likePattern(q)), eq(products.num, Number(q))) : ilike(products.name, likePattern(q)));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    filters.push(sql`(${products.createdAt}, ${products.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
  }

  // One row more than the page tells whether another page exists, without counting.
  const found = await selectRows(db, user, and(...filters), perPage + 1, now);
  const page = found.slice(0, perPage);
  const last = page.at(-1);
  return { data: page.map((f) => f.row), nextCursor: found.length > perPage && last ? encodeCursor(last.cursor) : null };
}
