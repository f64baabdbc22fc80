import { describe, expect, it } from 'vitest';
import type { CompanyBanner, CompanyOffer } from '../../../api/schemas/promotions';
import { serviceTabsView } from './service-tabs.connect';

const now = Date.parse('2026-11-27T10:00:00Z');
const offer = (id: number, serviceType: number | null, fromDate: string): CompanyOffer => ({
  id, productId: 1, productName: `Product ${id}`, serviceType, name: '', percentValue: serviceType === 19 ? 20 : null, fixedValue: null,
  images: [], features: [], fromDate, toDate: '2026-12-30T21:00:00.000Z', inTop: [], status: 'paid', isActive: true, amount: 1500, itemId: null,
});
const banner = (id: number): CompanyBanner => ({
  id, type: 2, title: `Banner ${id}`, date: '2026-12-01', days: 3, dayslist: [], email: 'a@b.test', phone: '12345678', Creative: 'custom',
  content: '', layout: null, primaryImage: null, images: [], status: 'unpaid', isActive: false, amount: 9000, itemId: 7,
  dateAdded: '2026-11-20T10:00:00.000Z', expireAt: '2026-12-03T21:00:00.000Z',
});

describe('service tabs (part 2 §2: flash sales, boost ad, refresh credits, banners)', () => {
  const tabs = serviceTabsView(
    [{ type: 18, price: 1000, remainingValue: 4 }, { type: 2, price: 500, remainingValue: 0 }],
    {
      offers: [offer(1, 19, '2026-11-01T00:00:00.000Z'), offer(2, 18, '2026-11-02T00:00:00.000Z'), offer(3, 19, '2026-11-20T00:00:00.000Z'), offer(4, null, '2026-11-03T00:00:00.000Z')],
      banners: [banner(9)],
    },
    now,
  );

  it('keeps the spec’s order and puts each booking under its own service, newest first; promo offers under none', () => {
    expect(tabs.map((t) => t.key)).toEqual(['flash_sale', 'boots_ad', 'refresh_credits', 'banner']);
    expect(tabs.map((t) => t.items.map((i) => i.key))).toEqual([['offer-3', 'offer-1'], ['offer-2'], [], ['banner-9']]);
  });

  it('gives each tab the credits the membership has left of it, or none when the plan lacks it', () => {
    expect(tabs.map((t) => t.credits)).toEqual([null, 4, 0, null]);
  });

  it('lets an unpaid banner be paid from its item', () => {
    expect(tabs[3].items[0].payPath).toContain('itemId=7');
  });
});
