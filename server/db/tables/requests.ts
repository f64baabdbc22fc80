import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { at, createdAt, id } from './columns';
import { products } from './products';

export type RequestType = 'sale' | 'bartering';
/** Part 1 §3/§4: 1 pending, 2 accepted, 3 rejected. */
export type RequestStatus = 1 | 2 | 3;

/**
 * A buyer's purchase (sale) or barter request for one company product. `company_id` is the
 * receiving product's company, copied so every list is scoped without a join.
 */
export const requests = pgTable(
  'requests',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** A per-company running number (the table's "number" column). */
    num: integer('num').notNull(),
    type: text('type').$type<RequestType>().notNull(),
    status: smallint('status').$type<RequestStatus>().notNull().default(1),
    senderId: integer('sender_id').notNull().references(() => users.id),
    receiverProductId: integer('receiver_product_id').notNull().references(() => products.id),
    /** The buyer's own product offered in exchange (bartering only). */
    senderProductId: integer('sender_product_id').references(() => products.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    /**
     * The product's price (fils) when a sale request was accepted, written by the UPDATE that accepts it:
     * the sale's revenue, whatever the product costs later. Null while pending, when rejected, and for a
     * barter (a trade-in, no money).
     */
    acceptedPrice: bigint('accepted_price', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('requests_company_num_key').on(t.companyId, t.num),
    // Keyset pages walk (created_at desc, id desc) within a company.
    index('requests_list_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // An employee's list and the metrics go through the product.
    index('requests_receiver_product_idx').on(t.receiverProductId, t.status),
    // The statistics' accepted sales of a period (top products, ROAS): found and summed from the index alone.
    index('requests_accepted_idx').on(t.companyId, t.decidedAt, t.type, t.receiverProductId, t.acceptedPrice).where(sql`${t.status} = 2`),
    index('requests_sender_idx').on(t.senderId, t.createdAt.desc(), t.id.desc()),
    // One open request per buyer and product: a double click cannot file two.
    uniqueIndex('requests_one_pending_key').on(t.senderId, t.receiverProductId).where(sql`${t.status} = 1`),
  ],
);
