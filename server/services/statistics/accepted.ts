import { sql, type SQL } from 'drizzle-orm';
import type { Period } from './period';
import { productsOf, type StatisticsScope } from './scope';

/**
 * What counts as sold: a sale request accepted in the period, on a product in scope, at the price the
 * product had when it was accepted (`r.accepted_price`, written by the accepting UPDATE); an accepted barter is a
 * trade-in. The charts read the roll-ups that count the same rows (days.ts, migration 0016; top-sales.ts, 0019).
 */
/**
 * Accepted sale requests `r` of the period in scope, checked against their product only for an employee's
 * scope (the company's are found by `requests.company_id` alone, on the index of accepted requests).
 */
export function acceptedSalesIn(scope: StatisticsScope, period: Period): SQL {
  const mine = scope.kind === 'company' ? sql`` : sql` and exists (select 1 from products p where p.id = r.receiver_product_id and ${productsOf(scope)})`;
  return sql`requests r where r.company_id = ${scope.companyId} and r.status = 2 and r.type = 'sale'
    and r.decided_at >= ${period.from.toISOString()} and r.decided_at < ${period.to.toISOString()}${mine}`;
}

/** One decimal of a share, 0 when there is nothing to share. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);
