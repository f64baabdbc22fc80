// A list row as GET /api/products/{sellerId}/sellers returns it, for the edit and delete models.
import type { ProductRow } from '../../api/schemas/products';

export const sampleRow: ProductRow = {
  id: 41, num: 1041, slug: 'samsung-galaxy-s24-41', name: 'Samsung Galaxy S24',
  primaryImage: { url: '/uploads/a.jpg', thumbnailUrl: '/uploads/a.webp' }, views: 12,
  category: { id: 2, name: 'Phones', nameAr: 'هواتف', slug: 'phones', path: ['electronics', 'phones'] },
  createdAt: '2026-03-05T10:00:00.000Z', postedBy: { id: 5, fullName: 'Sara Al-Ali', userName: 'sara' },
  price: 245_500, sellType: 'sell', status: 'available', isActive: true, isBoosted: false, hasPromoOffer: false, offers: [],
  canEdit: true, canDelete: true,
};
