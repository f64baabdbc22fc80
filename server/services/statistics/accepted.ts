import { sql, type SQL } from 'drizzle-orm';
import type { Period } from './period';
import { productsOf, type StatisticsScope } from './scope';

/**
 * What counts as sold (issue 28): a request accepted in the period, on a product in scope — a sale
 * request is a sale at the price the product had when it was accepted (`r.accepted_price`, written by the
 * accepting UPDATE), a barter request a trade-in. Rows `r` (requests) joined to `p` (its product, and what
 * `join` adds), for the FROM/WHERE of the figures read from the requests themselves (top categories); the
 * daily ones come from the roll-up that counts the same rows (days.ts).
 */
export function acceptedIn(scope: StatisticsScope, period: Period | undefined, join: SQL = sql``): SQL {
  const within = period ? sql` and r.decided_at >= ${period.from.toISOString()} and r.decided_at < ${period.to.toISOString()}` : sql``;
  return sql`requests r join products p on p.id = r.receiver_product_id${join}
    where r.company_id = ${scope.companyId} and r.status = 2 and ${productsOf(scope)}${within}`;
}

/**
 * Accepted sale requests `r` of the period in scope, checked against their product only for an employee's
 * scope (the company's are found by `requests.company_id` alone, on the index of accepted requests).
 */
export function acceptedSalesIn(scope: StatisticsScope, period: Period): SQL {
  const mine = scope.kind === 'company' ? sql`` : sql` and exists (select 1 from products p where p.id = r.receiver_product_id and ${productsOf(scope)})`;
  return sql`requests r where r.company_id = ${scope.companyId} and r.status = 2 and r.type = 'sale'
    and r.decided_at >= ${period.from.toISOString()} and r.decided_at < ${period.to.toISOString()}${mine}`;
}

/** Sale revenue of rows of `acceptedIn` (fils), at the accepted prices. */
export const saleRevenue = sql`coalesce(sum(r.accepted_price) filter (where r.type = 'sale'), 0)::bigint`;
export const saleCount = sql`(count(*) filter (where r.type = 'sale'))::int`;

/** One decimal of a share, 0 when there is nothing to share. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);
