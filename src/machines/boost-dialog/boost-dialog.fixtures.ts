// A product, prices and an unpaid boost as the server sends them, for the boost dialog's model and tests.
import type { CompanyOffer } from '../../api/schemas/promotions';
import type { BoostDialogInput, BoostPrices, BoostProduct } from './boost-dialog.machine';

export const TODAY = '2026-11-24';
/** The boost's days in the model: three days from the 26th. */
export const DAY1 = '2026-11-26';
export const DAY2 = '2026-11-27';
export const DAY3 = '2026-11-28';
export const PAST_DAY = '2026-11-20';
/** Outside the boost's days. */
export const LATER_DAY = '2026-12-10';

export const lamp: BoostProduct = {
  id: 41, slug: 'brass-lamp-41', name: 'Brass lamp', price: 12_500, isActive: true, isBoosted: false, imageUrl: null, offers: [],
};

/** Business membership: boost 2.500 KWD a day; inTop 1 KWD a day (the settings' reading). */
export const prices: BoostPrices = { perDay: 2_500, inTop: 1_000, credits: 0 };
/** The same plan with two boosts still included (remainingValue 2): the next is free. */
export const pricesWithCredits: BoostPrices = { ...prices, credits: 2 };

export const unpaidBoost: CompanyOffer = {
  id: 7, productId: lamp.id, productName: lamp.name, serviceType: 18, name: lamp.name, percentValue: null, fixedValue: null,
  images: [], features: [], fromDate: '2026-11-25T21:00:00.000Z', toDate: '2026-11-27T21:00:00.000Z', inTop: [],
  status: 'unpaid', isActive: false, amount: 5_000, itemId: 88,
};

/** The dialog's starting points: opened by the Add button, by the products list's link, and restored at each step. */
export const inputs: BoostDialogInput[] = [
  { product: null, today: TODAY },
  { product: lamp, fromProducts: true, today: TODAY },
  { product: lamp, step: 1, today: TODAY },
  { product: lamp, step: 3, startDate: DAY1, duration: 3, today: TODAY },
  { product: lamp, step: 3, startDate: DAY1, duration: 3, keepTop5: true, selectedDates: [DAY2], today: TODAY },
  // A restore at the review whose form does not hold (a past day) opens at the form.
  { product: lamp, step: 3, startDate: PAST_DAY, duration: 3, today: TODAY },
];
