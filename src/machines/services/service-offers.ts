// Part 2 §2 Services screen: which services the Add list offers, from the company's membership.
// Promo offers are always offered; boost 18, flash 19, refresh 2 and banners 20 only when the current,
// unexpired membership includes them (the server refuses the rest whatever the screen shows).
import type { Membership } from '../../api/schemas/memberships';
import type { ServiceDialogName } from '../../domain/service-dialog-names';

export type ServiceTab = 0 | 1;

/** The dialogs of each tab, in the order the Add list shows them. */
export const TAB_DIALOGS: Record<ServiceTab, ServiceDialogName[]> = {
  0: ['boost', 'flash-sale', 'refresh', 'promo-offer'],
  1: ['premium-banner', 'double-banner', 'sliding-banner'],
};

/** The membership service type each dialog needs (promo offers need none). */
const NEEDS: Record<ServiceDialogName, number | null> = {
  boost: 18, 'flash-sale': 19, refresh: 2, 'promo-offer': null, 'premium-banner': 20, 'double-banner': 20, 'sliding-banner': 20,
};

const includedTypes = (membership: Membership | null, now: number): Set<number> => {
  if (!membership || membership.status !== 'active' || !membership.endDate || Date.parse(membership.endDate) <= now) return new Set();
  return new Set(membership.services.map((s) => s.type));
};

export function isOffered(dialog: ServiceDialogName, membership: Membership | null, now: number): boolean {
  const needed = NEEDS[dialog];
  return needed === null || includedTypes(membership, now).has(needed);
}

/** §2: the Brand awareness tab shows only when the membership includes banners (type 20). */
export const hasBannersTab = (membership: Membership | null, now: number) => includedTypes(membership, now).has(20);

/** The tab a dialog lives in. */
export const tabOf = (dialog: ServiceDialogName): ServiceTab => (TAB_DIALOGS[1].includes(dialog) ? 1 : 0);

/** The credits left of a service (refresh 2 is booked free while some are left). */
export function creditsLeft(membership: Membership | null, type: number): number {
  return membership?.services.find((s) => s.type === type)?.remainingValue ?? 0;
}
