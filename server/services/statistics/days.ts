import { sql, type SQL } from 'drizzle-orm';
import type { Period } from './period';
import type { StatisticsScope } from './scope';

/**
 * FROM/WHERE over the daily roll-up (`statistics_days d`, kept by triggers: see server/db/tables/statistics-days.ts)
 * for a scope and a period of Kuwait days (all time without one): the company user reads every
 * seller's rows, an employee its own.
 */
export function daysOf(scope: StatisticsScope, period: Period | undefined): SQL {
  const seller = scope.kind === 'company' ? sql`` : sql` and d.seller_id = ${scope.userId}`;
  const within = period ? sql` and d.day >= ${period.firstDay}::date and d.day <= ${period.lastDay}::date` : sql``;
  return sql`statistics_days d where d.company_id = ${scope.companyId}${seller}${within}`;
}

/** The chart point of a roll-up day: 'YYYY-MM-DD', or 'YYYY-MM' for a year's range. */
export const dayPoint = (period: Period) => sql`to_char(d.day, ${period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;
