// What the membership card shows, from the card flow's context (the Zag pattern: snapshot in, props out).
import type { Membership, MembershipRenewal, MembershipService } from '../../../api/schemas/memberships';
import { formatKwd } from '../../../domain/money';
import { formatDayMonthYear } from '../../../domain/dates';
import { daysLeft, membershipStanding, type MembershipStanding } from '../../../domain/membership-standing';

export type CardView = {
  standing: MembershipStanding;
  /** The membership the card is about: the paid one, or else the unpaid one. */
  shown: Membership | null;
  name: string | null;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Days to the end while expiring soon (the flag's text). */
  daysLeft: number | null;
  services: MembershipService[];
  /** Credits left (a paid membership) or credits a period brings (an unpaid one). */
  creditsAre: 'left' | 'a-period';
  /** A second, unpaid membership waiting in the cart beside the paid one. */
  unpaidAlso: string | null;
  canRenew: boolean;
  /** The end the countdown runs to (§4), while the paid membership runs. */
  countdownTo: string | null;
  /** Renewing: its price and the end it gives, and whether one already waits for payment. */
  renewal: { price: string; endDate: string; waiting: boolean } | null;
  /** An unpaid membership alone: its price for its period, paid from the card (Pay now). */
  unpaidPrice: string | null;
  canPayUnpaid: boolean;
};

const nameIn = (m: Membership, locale: string) => (locale === 'ar' ? m.nameAr : m.name);

export function cardView(
  context: { membership: Membership | null; unpaid: Membership | null; renewal?: MembershipRenewal | null; unpaidItemId?: number | null }, now: number, locale: string,
): CardView {
  const { membership, unpaid, renewal } = context;
  const standing = membershipStanding(membership, unpaid, now);
  const shown = membership ?? unpaid;
  return {
    standing,
    shown,
    name: shown ? nameIn(shown, locale) : null,
    description: shown ? (locale === 'ar' ? shown.descriptionAr : shown.description) : null,
    startDate: shown?.startDate ? formatDayMonthYear(shown.startDate, locale) : null,
    endDate: shown?.endDate ? formatDayMonthYear(shown.endDate, locale) : null,
    daysLeft: standing === 'expiring' && shown?.endDate ? daysLeft(shown.endDate, now) : null,
    services: shown?.services ?? [],
    creditsAre: membership ? 'left' : 'a-period',
    unpaidAlso: membership && unpaid ? nameIn(unpaid, locale) : null,
    canRenew: membership !== null,
    countdownTo: (standing === 'active' || standing === 'expiring') && membership?.endDate ? membership.endDate : null,
    renewal: membership && renewal
      ? { price: formatKwd(renewal.amount, locale), endDate: formatDayMonthYear(renewal.endDate, locale), waiting: renewal.itemId !== null }
      : null,
    unpaidPrice: !membership && unpaid ? formatKwd(unpaid.type.price, locale) : null,
    canPayUnpaid: !membership && unpaid !== null && context.unpaidItemId != null,
  };
}
