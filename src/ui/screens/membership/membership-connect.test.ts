import { describe, expect, it } from 'vitest';
import { activeBusiness, businessPlan, periods, unpaidBusiness } from '../../../machines/membership-plans/membership.fixtures';
import { cardView } from './membership-card.connect';
import { plansView } from './plans.connect';

const DAY = 86_400_000;
const endsIn = (ms: number) => ({ ...activeBusiness, endDate: new Date(Date.parse('2026-11-23T09:00:00Z') + ms).toISOString() });
const NOW = Date.parse('2026-11-23T09:00:00Z');

describe('membership card view', () => {
  it('offers the renewal with its price and new end date, and says when one waits for payment', () => {
    const renewal = { amount: 25_000, endDate: '2026-12-25T09:00:00.000Z', itemId: null };
    expect(cardView({ membership: endsIn(2 * DAY), unpaid: null, renewal }, NOW, 'en').renewal).toEqual({ price: expect.stringMatching(/^KWD\s25\.000$/), endDate: '25 Dec, 2026', waiting: false });
    expect(cardView({ membership: endsIn(2 * DAY), unpaid: null, renewal: { ...renewal, itemId: 9 } }, NOW, 'en').renewal?.waiting).toBe(true);
    const ar = cardView({ membership: endsIn(2 * DAY), unpaid: null, renewal }, NOW, 'ar').renewal!;
    expect(ar.price).toMatch(/[٠-٩]{2}٫[٠-٩]{3}/);
    expect(ar.endDate).toMatch(/^[٠-٩]{2} .+، [٠-٩]{4}$/);
  });

  it("shows an unpaid membership's price and lets it be paid from the card", () => {
    expect(cardView({ membership: null, unpaid: unpaidBusiness, unpaidItemId: 41 }, NOW, 'en')).toMatchObject({ unpaidPrice: expect.stringMatching(/^KWD\s70\.000$/), canPayUnpaid: true, renewal: null });
    expect(cardView({ membership: null, unpaid: unpaidBusiness, unpaidItemId: null }, NOW, 'en').canPayUnpaid).toBe(false);
    expect(cardView({ membership: endsIn(2 * DAY), unpaid: unpaidBusiness, unpaidItemId: 41 }, NOW, 'en')).toMatchObject({ unpaidPrice: null, canPayUnpaid: false });
  });

  it('flags a membership ending within 3 days with the days left, and offers Renew', () => {
    const view = cardView({ membership: endsIn(2 * DAY), unpaid: null }, NOW, 'en');
    expect(view).toMatchObject({ standing: 'expiring', daysLeft: 2, canRenew: true, creditsAre: 'left', name: 'Business', endDate: '25 Nov, 2026' });
  });

  it('counts down to the end of a running membership only (part 2 §4)', () => {
    expect(cardView({ membership: endsIn(30 * DAY), unpaid: null }, NOW, 'en').countdownTo).toBe(endsIn(30 * DAY).endDate);
    expect(cardView({ membership: endsIn(-DAY), unpaid: null }, NOW, 'en').countdownTo).toBeNull();
    expect(cardView({ membership: null, unpaid: unpaidBusiness }, NOW, 'en').countdownTo).toBeNull();
  });

  it('shows an active one without the flag, in Arabic with Arabic names and digits', () => {
    const view = cardView({ membership: endsIn(30 * DAY), unpaid: null }, NOW, 'ar');
    expect(view).toMatchObject({ standing: 'active', daysLeft: null, name: 'الأعمال' });
    expect(view.endDate).toMatch(/^[٠-٩]{2} .+، [٠-٩]{4}$/);
  });

  it('shows only an unpaid one as unpaid, its credits a period, no Renew', () => {
    const view = cardView({ membership: null, unpaid: unpaidBusiness }, NOW, 'en');
    expect(view).toMatchObject({ standing: 'unpaid', canRenew: false, creditsAre: 'a-period', startDate: null, unpaidAlso: null });
  });

  it('mentions an unpaid one waiting beside the paid one; none without either', () => {
    expect(cardView({ membership: endsIn(30 * DAY), unpaid: unpaidBusiness }, NOW, 'en').unpaidAlso).toBe('Business');
    expect(cardView({ membership: null, unpaid: null }, NOW, 'en')).toMatchObject({ standing: 'none', shown: null, services: [] });
  });
});

describe('plans view', () => {
  it("prices each plan for the chosen tab's period (tab 0 = 1 month, 1 = 3 months, 2 = 1 year)", () => {
    const prices = [0, 1, 2].map((tab) => plansView({ plans: [businessPlan], periods, tab }, 'en').cards[0]);
    expect(prices.map((c) => [c.price, c.planTypeId])).toEqual([[25_000, 4], [70_000, 5], [250_000, 6]]);
  });

  it('has no price for a period the plan is not sold for', () => {
    const card = plansView({ plans: [{ ...businessPlan, types: businessPlan.types.slice(0, 1) }], periods, tab: 2 }, 'en').cards[0];
    expect(card).toMatchObject({ price: null, planTypeId: null });
  });
});
