// Typed calls of the promotion services (server/routes/services.ts, offers.ts, banners.ts, settings.ts;
// part 2 §7 Services and offers). Prices and amounts in fils, always the server's.
import { apiCall, failureOf, sharedFailureMessage, unreadReply } from './client';
import { earlyOr, prefetchOnce } from './prefetch';
import type { CartItem } from './schemas/memberships';
import type { BoostBody, CompanyBanner, CompanyOffer, FlashBody, RefreshBody, SettingsKeysReply } from './schemas/promotions';
import type { SettingKey } from '../domain/promotion-settings';
import type { BannerType } from '../domain/promotion-pricing';

const schemas = () => import('./schemas/promotions');
const cartSchemas = () => import('./schemas/memberships');

/** §9 service types: boost 18, flash 19, refresh 2, banners 20, promo entry 9. */
export const SERVICE_TYPE = { boost: 18, flash: 19, refresh: 2, banners: 20, promo: 9 } as const;
export type BookableService = 18 | 19 | 2;
export type ServiceBodyOf = { 18: BoostBody; 19: FlashBody; 2: RefreshBody };

/** §3 paymentForType of each cart item (for /payment?type=): banner 1, boostAd 3, adRefresh 4, flashSale 5, promo 9. */
export const PAYMENT_FOR_SERVICE = { banner: 1, 18: 3, 2: 4, 19: 5, promo: 9 } as const;

/** The prices and capacities the dialogs show (GET /settings/keys?keys=…). */
export function fetchSettings(keys: SettingKey[], signal?: AbortSignal): Promise<SettingsKeysReply> {
  return apiCall('/settings/keys', () => schemas().then((m) => m.SettingsKeysReply), { query: { keys: keys.join(',') }, signal, silent: true });
}

/** The days of a range that are fully booked: boost's top 5 (18) or the flash places (19). */
export function fetchOffersCalendar(range: { startDate: string; endDate: string; serviceType?: 18 | 19 }, signal?: AbortSignal) {
  const query: Record<string, string> = { startDate: range.startDate, endDate: range.endDate };
  if (range.serviceType) query.serviceType = String(range.serviceType);
  return apiCall('/offers/calendar', () => schemas().then((m) => m.OffersCalendarReply), { query, signal, silent: true }).then((r) => r.data);
}

/** The banner calendar of a type: per booked day, whether it is full and whether its top 5 is. */
/** `except`: the unpaid banner being edited, whose own days are free to it. */
export function fetchBannersCalendar(range: { startDate: string; endDate: string; type: BannerType; except?: number | null }, signal?: AbortSignal) {
  const except = range.except == null ? {} : { except: String(range.except) };
  return apiCall('/banners/calendar', () => schemas().then((m) => m.BannerCalendarReply), {
    query: { startDate: range.startDate, endDate: range.endDate, type: String(range.type), ...except }, signal, silent: true,
  }).then((r) => r.data);
}

/** Books a boost, flash or refresh and puts it in the cart; 409 when a date was taken or one is already unpaid. */
export function addServiceToCart<S extends BookableService>(service: S, body: ServiceBodyOf[S], signal?: AbortSignal): Promise<CartItem> {
  return apiCall(`/memberships/services/${service}/cart`, () => cartSchemas().then((m) => m.CartItem), { method: 'POST', body, signal, silent: true });
}

/** Changes an unpaid booking (its offer id; §7 PUT), repriced by the server; its cart item stays the same. */
export function updateServiceInCart<S extends BookableService>(service: S, offerId: number, body: ServiceBodyOf[S], signal?: AbortSignal): Promise<CartItem> {
  return apiCall(`/memberships/services/${service}/cart/${offerId}`, () => cartSchemas().then((m) => m.CartItem), { method: 'PUT', body, signal, silent: true });
}

/** Books a service with one of the membership's credits: free, active at once, no payment. */
export function addServiceDirect<S extends BookableService>(service: S, body: ServiceBodyOf[S], signal?: AbortSignal): Promise<CompanyOffer> {
  return apiCall(`/memberships/services/${service}/direct`, () => schemas().then((m) => m.CompanyOffer), { method: 'POST', body, signal, silent: true });
}

/** Removes the product's unpaid booking of the service (and gives its dates back). */
export function removeServiceFromCart(service: BookableService, productId: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/memberships/services/${service}/cart`, unreadReply, { method: 'DELETE', query: { productId: String(productId) }, signal, silent: true })
    .then(() => undefined);
}

/** The company's boosts, flash sales, refreshes and promo offers, newest first. */
export function fetchCompanyOffers(signal?: AbortSignal): Promise<CompanyOffer[]> {
  return earlyOr('offers/users', () => companyOffers({ signal }));
}

const companyOffers = (options: { signal?: AbortSignal; keepOnRouteChange?: boolean }) =>
  apiCall('/offers/users', () => schemas().then((m) => m.CompanyOffersReply), { ...options, silent: true }).then((r) => r.data);

/** Unpaid offers waiting in the cart (of a service type and product); an empty list when none (204). */
export function fetchUnpaidOffers(filter: { serviceType?: BookableService | 9; productId?: number }, signal?: AbortSignal): Promise<CompanyOffer[]> {
  const query: Record<string, string> = {};
  if (filter.serviceType !== undefined) query.serviceType = String(filter.serviceType);
  if (filter.productId !== undefined) query.productId = String(filter.productId);
  return apiCall('/offers/unactive', () => schemas().then((m) => m.CompanyOffersReply.nullable()), { query, signal, silent: true })
    .then((r) => r?.data ?? []);
}

/** A promo offer (multipart: name, productId, date, days, features as JSON, images) put in the cart. */
export function createPromoOffer(form: FormData, signal?: AbortSignal): Promise<CartItem> {
  return apiCall('/offers/promo', () => cartSchemas().then((m) => m.CartItem), { method: 'POST', body: form, signal, silent: true });
}

/** The company's banners, newest first. */
export function fetchCompanyBanners(signal?: AbortSignal): Promise<CompanyBanner[]> {
  return earlyOr('banners/user', () => companyBanners({ signal }));
}

const companyBanners = (options: { signal?: AbortSignal; keepOnRouteChange?: boolean }) =>
  apiCall('/banners/user', () => schemas().then((m) => m.CompanyBannersReply), { ...options, silent: true }).then((r) => r.data);

/** The company's offers and banners asked for before /services opens (its drawer item hovered), for the calls above to take. */
export function prefetchCompanyServices(): void {
  prefetchOnce('offers/users', () => companyOffers({ keepOnRouteChange: true }));
  prefetchOnce('banners/user', () => companyBanners({ keepOnRouteChange: true }));
}

/** The unpaid banner in the cart (of a type), or null when none (204). */
export function fetchUnpaidBanner(type: BannerType | undefined, signal?: AbortSignal): Promise<CompanyBanner | null> {
  return apiCall('/banners/unpaid', () => schemas().then((m) => m.BannerUnpaidReply.nullable()), {
    query: type === undefined ? {} : { type: String(type) }, signal, silent: true,
  }).then((r) => r?.data ?? null);
}

/** A banner (multipart form of §3 Banner submission) put in the cart at the server's price. */
export function createBanner(form: FormData, signal?: AbortSignal): Promise<CartItem> {
  return apiCall('/banners', () => cartSchemas().then((m) => m.CartItem), { method: 'POST', body: form, signal, silent: true });
}

/** A banner paid with one of the membership's banner credits: free, no payment; 409 when none is left. */
export function createBannerDirect(form: FormData, signal?: AbortSignal): Promise<CompanyBanner> {
  return apiCall('/banners/direct', () => schemas().then((m) => m.CompanyBanner), { method: 'POST', body: form, signal, silent: true });
}

/** Changes an unpaid banner (POST with _method PUT, as the spec sends it); images kept when none are sent. */
export function updateBanner(id: number, form: FormData, signal?: AbortSignal): Promise<CartItem> {
  form.set('_method', 'PUT');
  return apiCall(`/banners/${id}`, () => cartSchemas().then((m) => m.CartItem), { method: 'POST', body: form, signal, silent: true });
}

/** Deletes an unpaid banner and its cart item. */
export function deleteBanner(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/banners/${id}`, unreadReply, { method: 'DELETE', signal, silent: true }).then(() => undefined);
}

/** 409: a date was taken meanwhile, or the product already has this service unpaid in the cart. */
export const isConflict = (error: unknown) => failureOf(error).status === 409;

/**
 * What a failed promotion call says: offline or a 500 in the general table's words; a refusal (403,
 * 409, 422) in the server's own words, already translated ('Some selected dates are no longer
 * available'), with a 422's field errors; anything else in the flow's own words (`ns.key`).
 */
export function promotionRefusal(error: unknown, ownKey: string): { message: string; fieldErrors: Record<string, string> } {
  const shared = sharedFailureMessage(error);
  if (shared) return { message: shared, fieldErrors: {} };
  const reply = failureOf(error).body as { message?: unknown; errors?: Record<string, string[]> } | undefined;
  const message = typeof reply?.message === 'string' && reply.message ? reply.message : ownKey;
  const fieldErrors = Object.fromEntries(Object.entries(reply?.errors ?? {}).map(([field, list]) => [field, list[0]]));
  return { message, fieldErrors };
}

/** What a failed promotion call says: offline or 500 in the general table's words, anything else in the flow's (`ns.key`). */
export const promotionFailure = (error: unknown, ownKey: string): string => sharedFailureMessage(error) ?? ownKey;
