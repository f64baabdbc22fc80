// What the products table's Boost column shows of a row: the boost running now (isBoosted),
// a paid one still to come (booked: the row's §3 offers hold paid offers not yet ended), or neither,
// which is the only case with a Boost button.
import type { ProductRow } from '../../../api/schemas/products';

export type RowBoostState = 'running' | 'booked' | 'none';

export function rowBoostState(row: Pick<ProductRow, 'isBoosted' | 'offers'>): RowBoostState {
  if (row.isBoosted) return 'running';
  return row.offers.some((o) => o.serviceType === 18) ? 'booked' : 'none';
}
