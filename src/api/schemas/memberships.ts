import { z } from 'zod';
import { Id } from './common';

// Part 2 §3 Membership and §7 Memberships and cart. Names and descriptions come in both languages
// (the client shows `nameAr` in Arabic), prices in fils like every amount of the API.

/** §9: boost 18, flash discount 19, refresh 2, banners 20. */
export const MembershipServiceType = z.union([z.literal(18), z.literal(19), z.literal(2), z.literal(20)]);
export type MembershipServiceType = z.infer<typeof MembershipServiceType>;

/** A plan's price for one period: tab 0 = 1 month, 1 = 3 months, 2 = 1 year (§9). */
export const MembershipPlanType = z.object({
  id: z.number().int(),
  price: z.number().int(),
  periodUnit: z.enum(['month', 'year']),
  periodCount: z.number().int(),
});
export type MembershipPlanType = z.infer<typeof MembershipPlanType>;

/** A service a plan includes; `remainingValue` is the credits a period brings (a plan) or has left (a membership). */
export const MembershipService = z.object({
  type: MembershipServiceType,
  price: z.number().int(),
  remainingValue: z.number().int(),
});
export type MembershipService = z.infer<typeof MembershipService>;

const named = {
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
};

export const MembershipPlan = z.object({
  id: z.number().int(),
  ...named,
  types: z.array(MembershipPlanType),
  services: z.array(MembershipService),
});
export type MembershipPlan = z.infer<typeof MembershipPlan>;

/** GET /api/memberships (and ?company=1): the plans a company can choose. */
export const MembershipPlansReply = z.object({ data: z.array(MembershipPlan) });

/** GET /api/memberships/types: the periods offered, in tab order. */
export const MembershipPeriodsReply = z.object({
  data: z.array(z.object({ tab: z.number().int(), periodUnit: z.enum(['month', 'year']), periodCount: z.number().int() })),
});

/**
 * The company's membership. `status` is `expired` when an active membership's end date has passed
 * (§4: expired when status is not active), `unpaid` while it waits in the cart.
 */
export const Membership = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  ...named,
  status: z.enum(['active', 'expired', 'unpaid']),
  startDate: z.iso.datetime().nullable(),
  endDate: z.iso.datetime().nullable(),
  /** The period bought. */
  type: MembershipPlanType,
  services: z.array(MembershipService),
});
export type Membership = z.infer<typeof Membership>;

/**
 * Renewing the current membership: its price, the end it would then have, and the
 * cart item while a renewal already waits for payment (null when none does).
 */
export const MembershipRenewal = z.object({ amount: z.number().int(), endDate: z.iso.datetime(), itemId: z.number().int().nullable() });
export type MembershipRenewal = z.infer<typeof MembershipRenewal>;

/**
 * GET /api/memberships/self: the current (or last) paid membership, and the unpaid one waiting in the cart;
 * `renewal` for the current one (null without one), `unpaidItemId` the unpaid one's cart item.
 */
export const MembershipSelfReply = z.object({
  membership: Membership.nullable(),
  unpaid: Membership.nullable(),
  renewal: MembershipRenewal.nullable().optional(),
  unpaidItemId: z.number().int().nullable().optional(),
});
export type MembershipSelfReply = z.infer<typeof MembershipSelfReply>;

/**
 * POST /api/memberships/cart, in both readings of the spec: `{ type: 24, planTypeId }` subscribes
 * to a plan's period; `{ type: 6, productId: 4 }` renews the current membership for its own period.
 */
export const MembershipCartBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal(24), planTypeId: Id }),
  z.object({ type: z.literal(6), productId: z.literal(4, { message: 'server.membership-renewal-product' }) }),
], { error: 'server.membership-cart-type' });
export type MembershipCartBody = z.infer<typeof MembershipCartBody>;

/** A cart item: `itemId` goes to /payment (§4: subscribing goes to payment with itemId). */
export const CartItem = z.object({
  itemId: z.number().int(),
  paymentForType: z.number().int(),
  subjectId: z.number().int(),
  amount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type CartItem = z.infer<typeof CartItem>;

export const CartReply = z.object({ data: z.array(CartItem) });

/**
 * GET /api/memberships/cart/{id}: what a cart item pays for, as the payment pages show it:
 * the kind, its subject (the product's name, the banner's title, the plan's name in both languages), the
 * days it runs (`to` the instant after the last; a plan's period once known) and whether it is still unpaid.
 */
export const CartItemDetails = CartItem.extend({
  kind: z.enum(['premium', 'sliding', 'double', 'boost', 'flash', 'refresh', 'promo', 'subscription', 'renewal']),
  subject: z.string(),
  subjectAr: z.string().nullable(),
  from: z.iso.datetime().nullable(),
  to: z.iso.datetime().nullable(),
  status: z.enum(['unpaid', 'paid', 'removed']),
});
export type CartItemDetails = z.infer<typeof CartItemDetails>;

/** GET /api/memberships/services/show?type= */
export const ServiceShowQuery = z.object({
  type: z.enum(['18', '19', '2', '20'], { message: 'server.membership-service-type' }),
});
export const ServiceShowReply = z.object({ price: z.number().int(), remainingValue: z.number().int() });
