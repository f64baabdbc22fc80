// Banners for the banner machines' tests: an unpaid premium, double and sliding banner as
// GET /banners/unpaid gives them, and the settings' prices (the seeded defaults).
import type { CompanyBanner } from '../../api/schemas/promotions';
import { DEFAULT_SETTINGS } from '../../domain/promotion-settings';

export const TODAY = '2026-11-24';
export const prices = DEFAULT_SETTINGS;

export const unpaidPremium: CompanyBanner = {
  id: 41, type: 2, title: '', date: '2026-12-01', days: 2,
  dayslist: [{ date: '2026-12-01', inTop: false }, { date: '2026-12-02', inTop: false }],
  email: 'ads@souq.kw', phone: '+96550001234', Creative: 'custom', content: '', layout: null,
  primaryImage: { url: '/uploads/b41.png' }, images: [{ url: '/uploads/b41.png' }],
  status: 'unpaid', isActive: false, amount: 20_000, itemId: 901,
  dateAdded: '2026-11-23T08:00:00.000Z', expireAt: '2026-12-02T21:00:00.000Z',
};

export const unpaidSliding: CompanyBanner = {
  ...unpaidPremium, id: 43, type: 3, Creative: 'forsa', content: 'Blue and gold, our logo left', images: [], primaryImage: null,
  dayslist: [{ date: '2026-12-01', inTop: true }, { date: '2026-12-02', inTop: false }], amount: 18_000, itemId: 903,
};

export const unpaidDouble: CompanyBanner = {
  ...unpaidPremium, id: 44, type: 4, layout: 'both', images: [{ url: '/uploads/b44a.png' }, { url: '/uploads/b44b.png' }], itemId: 904,
};

/** An unpaid banner whose cart item went (paid or removed elsewhere). */
export const unpaidWithoutItem: CompanyBanner = { ...unpaidPremium, id: 45, itemId: null };
