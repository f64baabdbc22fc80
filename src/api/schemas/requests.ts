import { z } from 'zod';
import { OVERVIEW_PAGE_SIZES, TABLE_PAGE_SIZES } from '../../domain/limits';
import { Day, idOf, KeysetCursor, SearchQuery, Text } from './common';
import { ProductStatus } from './product-row';

export const RequestType = z.enum(['sale', 'bartering'], { message: 'server.request-type-invalid' });
export type RequestType = z.infer<typeof RequestType>;
/** Part 1 §4: 1 pending, 2 accepted, 3 rejected. */
export const RequestStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type RequestStatus = z.infer<typeof RequestStatus>;

const Image = z.object({ url: z.string(), thumbnailUrl: z.string() });
const id = z.number().int();

/** One row of the requests table (also GET /api/requests/{id}); prices are integer fils. */
export const RequestRow = z.object({
  id,
  /** The company's running number of the request (the table's "number"). */
  num: z.number().int(),
  type: z.enum(['sale', 'bartering']),
  status: RequestStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  sender: z.object({ id, userName: z.string(), fullName: z.string() }),
  /** The company member the request is addressed to: the receiving product's first seller. */
  receiver: z.object({ id, fullName: z.string(), image: z.object({ url: z.string() }).nullable() }).nullable(),
  receiverProduct: z.object({
    id, num: z.number().int(), slug: z.string(), name: z.string(), price: z.number().int(), status: ProductStatus,
    category: z.object({ name: z.string(), nameAr: z.string() }).nullable(),
    primaryImage: Image.nullable(),
  }),
  senderProduct: z.object({ id, name: z.string(), price: z.number().int(), primaryImage: Image.nullable() }).nullable(),
  postedBy: z.object({ id, fullName: z.string(), userName: z.string() }).nullable(),
  /** Pending and the caller may accept or reject it (company, or the employee whose product it is). */
  canDecide: z.boolean(),
});
export type RequestRow = z.infer<typeof RequestRow>;

/**
 * GET /api/requests and GET /api/profile/requests. `date` matches the calendar day in Asia/Kuwait;
 * `receiverName` searches the receiver's name, `q` the product name, the buyer's name or the request number.
 */
export const RequestListQuery = z.object({
  receiverName: SearchQuery.optional(),
  /** A Kuwait calendar day. */
  date: Day.optional(),
  type: RequestType.optional(),
  q: SearchQuery.optional(),
  perPage: z.enum([...OVERVIEW_PAGE_SIZES, ...TABLE_PAGE_SIZES].map(String) as [string, ...string[]], { message: 'server.product-page-size' }).optional(),
  cursor: KeysetCursor.optional(),
});
export type RequestListQuery = z.infer<typeof RequestListQuery>;

export const RequestListReply = z.object({ data: z.array(RequestRow), nextCursor: z.string().nullable() });
export type RequestListReply = z.infer<typeof RequestListReply>;

/** POST /api/requests (buyers only). A barter request offers one of the buyer's own products. */
export const RequestCreateBody = z
  .object({
    productId: idOf('server.request-product-required'),
    type: RequestType,
    senderProductId: idOf('server.request-sender-product-required').optional(),
    note: Text(1000).trim().default(''),
  })
  .refine((v) => v.type !== 'bartering' || v.senderProductId !== undefined, {
    message: 'server.request-sender-product-required', path: ['senderProductId'],
  });
export type RequestCreateBody = z.input<typeof RequestCreateBody>;

/** POST /api/requests/{id}/status: 2 accept, 3 reject; 204 on success, 409 when already decided. */
export const RequestDecisionBody = z.object({
  status: z.union([z.literal(2), z.literal(3)], { message: 'server.request-status-invalid' }),
});
export type RequestDecisionBody = z.infer<typeof RequestDecisionBody>;
