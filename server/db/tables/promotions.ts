import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { at, createdAt, id } from './columns';

/** `unpaid` while its cart item waits, `paid` once fulfilled, `removed` when deleted unpaid. */
export type PromotionStatus = 'unpaid' | 'paid' | 'removed';

/**
 * Part 2 §3 Settings keys: prices in fils and the calendars' capacities. A key missing here takes
 * its default (services/promotions/settings.ts), so a database without the seed still prices.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * Places taken on a calendar day in one pool (boost top slots, banner slots by type). A booking
 * raises `used` with one conditional UPDATE per day (`used < capacity`), whose row lock makes two
 * bookings of the last place one success and one refusal; the check keeps a release from going below 0.
 */
export const daySlots = pgTable(
  'day_slots',
  {
    pool: text('pool').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pool, t.day] }), check('day_slots_used_check', sql`${t.used} >= 0`)],
);

/** Part 2 §3 Banner / Banner submission. Type 2 premium, 3 sliding, 4 double (§9). */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    addedBy: integer('added_by').notNull().references(() => users.id),
    type: smallint('type').$type<2 | 3 | 4>().notNull(),
    title: text('title').notNull().default(''),
    /** The first day shown, on the seller's calendar (Asia/Kuwait). */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    email: text('email').notNull(),
    whatsapp: text('whatsapp').notNull(),
    /** Designed by Forsa from `content` (the brief) rather than uploaded. */
    creativeByForsa: boolean('creative_by_forsa').notNull().default(false),
    content: text('content').notNull().default(''),
    /** Double banners: vertical, horizontal or both. */
    layout: text('layout').$type<'vertical' | 'horizontal' | 'both'>(),
    /** Sliding banners: the days kept in the top 5. */
    inTopDays: text('in_top_days').array().notNull().default(sql`'{}'`),
    images: jsonb('images').$type<{ url: string }[]>().notNull().default([]),
    status: text('status').$type<PromotionStatus>().notNull().default('unpaid'),
    amountFils: integer('amount_fils').notNull(),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [index('banners_company_idx').on(t.companyId, t.status)],
);
