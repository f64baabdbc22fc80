// A product, images and a cart item as the promo dialog sees them, for its model and tests.
import type { CartItem } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import type { PromotedProduct } from '../../api/promoted-product';
import type { ChosenImage } from './promo-dialog.rules';

export const TODAY = '2026-11-24';
export const YESTERDAY = '2026-11-23';

export const promoProduct: PromotedProduct = {
  id: 41, slug: 'samsung-galaxy-s24-41', name: 'Samsung Galaxy S24', price: 245_500, isActive: true, isBoosted: false, imageUrl: '/uploads/a.webp', offers: [],
};

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TEXT_HEAD = new TextEncoder().encode('hello, w');

/** A real PNG's first bytes, named and typed as one. */
export const pngImage = (name = 'front.png'): ChosenImage =>
  ({ file: new File([PNG_HEAD], name, { type: 'image/png' }), preview: `blob:${name}`, head: PNG_HEAD });

/** A text file renamed .png: the name says image, the bytes do not. */
export const textAsPng = (): ChosenImage =>
  ({ file: new File([TEXT_HEAD], 'notes.png', { type: 'image/png' }), preview: 'blob:notes.png', head: TEXT_HEAD });

export const promoCartItem: CartItem = { itemId: 77, paymentForType: 9, subjectId: 12, amount: 15_000, createdAt: '2026-11-24T06:00:00.000Z' };

/** A paid promo offer running now, and the same one still unpaid in the cart. */
export const activePromo: CompanyOffer = {
  id: 12, productId: 41, productName: 'Samsung Galaxy S24', serviceType: null, name: 'Eid sale',
  percentValue: null, fixedValue: null, images: [{ url: '/uploads/p1.png' }, { url: '/uploads/p2.png' }],
  features: [{ title: 'Free delivery' }, { title: 'One-year warranty' }],
  fromDate: '2026-11-23T21:00:00.000Z', toDate: '2026-11-28T21:00:00.000Z', inTop: [], status: 'paid', isActive: true, amount: 15_000, itemId: null,
};
export const unpaidPromo: CompanyOffer = { ...activePromo, id: 13, status: 'unpaid', isActive: false, itemId: 78 };
