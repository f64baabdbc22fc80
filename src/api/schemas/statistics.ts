import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { Day } from './common';

// The statistics contract (part 2 §7 Statistics, part 1 §3 Overview statistics). A period is a Kuwait
// calendar month (`type=monthly&month=YYYY-MM`) or a range of Kuwait days (`startDate&endDate`, at most a year).
// Money is integer fils.

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
/** A month the calendar and the days accepted elsewhere (2000–2099) hold. */
export const Month = z.string().regex(MONTH_PATTERN, { message: 'server.statistics-month-invalid', abort: true })
  .refine((v) => { const m = MONTH_PATTERN.exec(v)!; return +m[2] >= 1 && +m[2] <= 12 && +m[1] >= 2000 && +m[1] <= 2099; }, 'server.statistics-month-invalid');

/** Is `end` at most a year after `start` (2025-01-01..2025-12-31 is a year; ..2026-01-01 is longer)? */
export const withinAYear = (start: string, end: string) =>
  Temporal.PlainDate.compare(Temporal.PlainDate.from(end), Temporal.PlainDate.from(start).add({ years: 1 })) < 0;

const period = z.object({
  type: z.enum(['monthly'], { message: 'server.statistics-type-invalid' }).optional(),
  month: Month.optional(),
  startDate: Day.optional(),
  endDate: Day.optional(),
});

type PeriodInput = z.infer<typeof period>;

/** The checks across fields, each on the field a form would mark. */
function checkPeriod(v: PeriodInput, ctx: z.RefinementCtx, required: boolean) {
  const range = v.startDate !== undefined || v.endDate !== undefined;
  const monthly = v.type !== undefined || v.month !== undefined;
  if (monthly && range) ctx.addIssue({ code: 'custom', path: ['type'], message: 'server.statistics-period-both' });
  else if (monthly) {
    if (v.month === undefined) ctx.addIssue({ code: 'custom', path: ['month'], message: 'server.statistics-month-invalid' });
    if (v.type === undefined) ctx.addIssue({ code: 'custom', path: ['type'], message: 'server.statistics-type-invalid' });
  } else if (range) {
    if (v.startDate === undefined) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'validation.required' });
    if (v.endDate === undefined) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.required' });
    // A day that failed its own check (2026-02-30) has its message already; compare only real days.
    if (v.startDate !== undefined && v.endDate !== undefined && Day.safeParse(v.startDate).success && Day.safeParse(v.endDate).success) {
      if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'server.statistics-range-backwards' });
      else if (!withinAYear(v.startDate, v.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'server.statistics-range-too-long' });
    }
  } else if (required) ctx.addIssue({ code: 'custom', path: ['month'], message: 'server.statistics-period-required' });
}

/** Every chart: a month or a range is required. */
export const StatisticsQuery = period.superRefine((v, ctx) => checkPeriod(v, ctx, true));
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;

/** The overview cards: without a period, all time. */
export const OverviewQuery = period.superRefine((v, ctx) => checkPeriod(v, ctx, false));
export type OverviewQuery = z.infer<typeof OverviewQuery>;

const Count = z.object({ number: z.number().int() });

/**
 * Part 1 §3 Overview statistics. Purchase/barter requests: received in the period (any status);
 * sales/bartering requests: accepted in the period (sales made, trade-ins). roas.value as in RoasReply.
 */
export const OverviewReply = z.object({
  totalProducts: Count,
  totalPurchaseRequests: Count,
  totalBarterRequests: Count,
  totalSalesRequests: Count,
  totalBarteringRequests: Count,
  roas: z.object({ value: z.number() }),
});
export type OverviewReply = z.infer<typeof OverviewReply>;

/** A period's points: one a day for a month or a range up to 31 days, one a month for longer. */
export const Unit = z.enum(['day', 'month']);

/** Sales (accepted sale requests at the product's price), a point for every day or month of the period. */
export const SalesReply = z.object({
  unit: Unit,
  data: z.array(z.object({ date: z.string(), revenue: z.number().int(), sales: z.number().int() })),
});
export type SalesReply = z.infer<typeof SalesReply>;

/** Revenue of promoted products during their paid promotions ÷ what was paid for those promotions (0 when nothing was paid). */
export const RoasReply = z.object({ value: z.number(), revenue: z.number().int(), spent: z.number().int() });
export type RoasReply = z.infer<typeof RoasReply>;

/** Sales in numbers: accepted sale requests and accepted barters (the spec spells it tradIn). */
export const SalesNumberReply = z.object({ sales: z.number().int(), tradIn: z.number().int() });
export type SalesNumberReply = z.infer<typeof SalesNumberReply>;

/** Per member of the company (company user only): what was sold on the products each posted. */
export const UserSalesReply = z.object({
  data: z.array(z.object({ id: z.number().int(), fullName: z.string(), sales: z.number().int(), tradeIn: z.number().int(), revenue: z.number().int() })),
});
export type UserSalesReply = z.infer<typeof UserSalesReply>;

/** Top products by revenue in the period (at most 10); the percent is of the period's revenue, one decimal. */
export const ProductSalesReply = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), sales: z.number().int(), revenue: z.number().int(), productsSalesPercent: z.number() })),
});
export type ProductSalesReply = z.infer<typeof ProductSalesReply>;

/** Top categories by revenue (at most 10); id and names null for products without a category ('No Category'). */
export const CategorySalesReply = z.object({
  data: z.array(z.object({
    id: z.number().int().nullable(), name: z.string().nullable(), nameAr: z.string().nullable(),
    sales: z.number().int(), revenue: z.number().int(), categoriesSalesPercent: z.number(),
  })),
});
export type CategorySalesReply = z.infer<typeof CategorySalesReply>;

/** Views a day or a month, and the period's total. */
export const ViewsReply = z.object({
  unit: Unit,
  total: z.number().int(),
  data: z.array(z.object({ date: z.string(), views: z.number().int() })),
});
export type ViewsReply = z.infer<typeof ViewsReply>;
