// The flash and refresh dialogs' sample data: a product, a day the flash places are full, an unpaid flash sale.
import type { CartItem } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { promotedProduct } from '../../api/promoted-product';
import { sampleRow } from '../product-edit/product-edit.fixtures';

export const TODAY = '2026-11-24';
export const TOMORROW = '2026-11-25';
export const YESTERDAY = '2026-11-23';
/** Every flash place is booked on this day. */
export const FULL_DAY = '2026-11-30';
/** Noon of TODAY in Kuwait (epoch ms). */
export const NOW = Date.parse('2026-11-24T09:00:00.000Z');
/** KWD 245.500. */
export const product = promotedProduct(sampleRow);
/** The same product with a paid flash sale running from yesterday to the 26th (its `offers`). */
export const flashedProduct = { ...product, offers: [{ serviceType: 19, fromDate: '2026-11-22T21:00:00.000Z', toDate: '2026-11-26T21:00:00.000Z' }] };
/** The membership's flash price per day: KWD 2.000. */
export const PER_DAY = 2_000;

export const unpaidFlash: CompanyOffer = {
  id: 88, productId: product.id, productName: product.name, serviceType: 19, name: '', percentValue: 20, fixedValue: null,
  images: [], features: [], fromDate: '2026-11-24T21:00:00.000Z', toDate: '2026-11-27T21:00:00.000Z', inTop: [],
  status: 'unpaid', isActive: false, amount: 6_000, itemId: 501,
};

export const flashItem: CartItem = { itemId: 502, paymentForType: 5, subjectId: 89, amount: 6_000, createdAt: '2026-11-24T06:00:00.000Z' };
