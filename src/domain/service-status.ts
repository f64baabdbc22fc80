// Part 2 §2 and §3: a service card's status. Paid bookings are upcoming before their first day, active
// through it and expired after (read from the dates, as the server does); unpaid ones wait in the cart.

export type ServiceStatus = 'unpaid' | 'upcoming' | 'active' | 'expired';

/** `from` is the first day's start and `to` the end (instants, ISO); `now` epoch ms. */
export function serviceStatus(booking: { status: 'unpaid' | 'paid'; from: string; to: string }, now: number): ServiceStatus {
  if (booking.status === 'unpaid') return 'unpaid';
  if (now < Date.parse(booking.from)) return 'upcoming';
  return now < Date.parse(booking.to) ? 'active' : 'expired';
}

/** Part 2 §2 ads menu "flash discount (only if no offers and active)": a paid flash sale (19) of `offers` running at `now` (epoch ms). */
export const hasRunningFlash = (offers: readonly { serviceType: number | null; fromDate: string; toDate: string }[], now: number): boolean =>
  offers.some((o) => o.serviceType === 19 && serviceStatus({ status: 'paid', from: o.fromDate, to: o.toDate }, now) === 'active');

/** §9: descriptions on cards are cut at 100 characters with an ellipsis (by characters, not UTF-16 units). */
export const CARD_DESCRIPTION_MAX = 100;

export function cutDescription(text: string, max = CARD_DESCRIPTION_MAX): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}
