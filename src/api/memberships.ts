// Typed calls of the memberships resource (server/routes/memberships.ts, part 2 §7 Memberships and cart).
// The reply schemas (and zod) load with the first call, beside its request (ReplySchema in ./client).
import { apiCall, failureOf, sharedFailureMessage, unreadReply } from './client';
import { earlyOr, prefetchOnce } from './prefetch';
import type { CartItem, MembershipCartBody, MembershipPlan, MembershipSelfReply } from './schemas/memberships';

const schemas = () => import('./schemas/memberships');

/** §9: a membership's cart item is paid as a subscription (2) or, once renewed, as a renewal (6). */
export const PAYMENT_FOR = { subscription: 2, renewal: 6 } as const;

/** §7 and §9: the cart type of a subscription in one reading, and the renewal's type and product in the other. */
export const CART_TYPE = { subscription: 24, renewal: 6 } as const;
export const RENEWAL_PRODUCT_ID = 4;

export type MembershipPeriod = { tab: number; periodUnit: 'month' | 'year'; periodCount: number };

/** The plans a company can choose (the spec sends company=1). Silent: the plans dialog says it failed itself. */
export function fetchMembershipPlans(signal?: AbortSignal): Promise<MembershipPlan[]> {
  return apiCall('/memberships', () => schemas().then((m) => m.MembershipPlansReply), { query: { company: 1 }, signal, silent: true })
    .then((reply) => reply.data);
}

/** The periods plans are sold for, in tab order (tab 0 = 1 month, 1 = 3 months, 2 = 1 year). */
export function fetchMembershipPeriods(signal?: AbortSignal): Promise<MembershipPeriod[]> {
  return apiCall('/memberships/types', () => schemas().then((m) => m.MembershipPeriodsReply), { signal, silent: true })
    .then((reply) => reply.data);
}

/**
 * The company's paid membership (with its credits left) and the unpaid one in its cart. On the services
 * screen its flow asks once and hands the reply to the membership card (nothing here keeps a reply for
 * a second caller); a prefetched one (the drawer item hovered) is taken by the first call.
 */
export function fetchMembershipSelf(signal?: AbortSignal): Promise<MembershipSelfReply> {
  return earlyOr('memberships/self', () => membershipSelf({ signal }));
}

/** The same reply asked for before /services opens (its drawer item hovered), for the next fetchMembershipSelf to take. */
export function prefetchMembershipSelf(): void {
  prefetchOnce('memberships/self', () => membershipSelf({ keepOnRouteChange: true }));
}

const membershipSelf = (options: { signal?: AbortSignal; keepOnRouteChange?: boolean }) =>
  apiCall('/memberships/self', () => schemas().then((m) => m.MembershipSelfReply), { ...options, silent: true });

export function fetchMembershipCart(signal?: AbortSignal): Promise<CartItem[]> {
  return apiCall('/memberships/cart', () => schemas().then((m) => m.CartReply), { signal, silent: true }).then((reply) => reply.data);
}

/** Adds a membership to the cart, priced by the server; the reply's itemId is what /payment pays. */
export function addMembershipToCart(body: MembershipCartBody, signal?: AbortSignal): Promise<CartItem> {
  return apiCall('/memberships/cart', () => schemas().then((m) => m.CartItem), { method: 'POST', body, signal, silent: true });
}

/** Removes an unpaid membership and its cart item. */
export function removeUnpaidMembership(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/memberships/${id}`, unreadReply, { method: 'DELETE', signal, silent: true }).then(() => undefined);
}

/** The unpaid cart item that pays for a membership (`paymentForType` subscription or renewal), if any. */
export async function cartItemFor(membershipId: number, paymentForType: number, signal?: AbortSignal): Promise<CartItem | null> {
  const items = await fetchMembershipCart(signal);
  return items.find((item) => item.subjectId === membershipId && item.paymentForType === paymentForType) ?? null;
}

/** 409: the cart already holds it (an unpaid membership, or this membership's renewal). */
export const isAlreadyInCart = (error: unknown) => failureOf(error).status === 409;

/**
 * What a failed membership call says: the line's or the server's trouble (offline, 500) in the
 * table's words (part 2 §8 general interceptor), anything else in the flow's own words (`ns.key`).
 */
export const membershipFailure = (error: unknown, ownKey: string): string => sharedFailureMessage(error) ?? ownKey;
