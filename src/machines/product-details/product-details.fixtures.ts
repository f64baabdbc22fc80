// A product as GET /api/products/{slug} returns it, for the details model and the dialog tests.
import type { ProductAttribute, ProductDetails } from '../../api/schemas/products';

const attribute = (id: number, name: string, type: number, value: string | null, values: string[] | null = null): ProductAttribute => ({
  id, name, nameAr: `${name} (ar)`, type, value, values, options: [],
});

export const sampleProduct: ProductDetails = {
  id: 41, num: 1041, name: 'Samsung Galaxy S24', slug: 'samsung-galaxy-s24-41', price: 245_500,
  sellType: 'sell/barter', status: 'available', isActive: true, isBoosted: false, views: 12,
  description: '<p>Like new, with <strong>box</strong>.</p>', summary: 'Like new', descriptionSeo: '', keywordsSeo: '',
  conditionType: 'used', publishAt: null, createdAt: '2026-03-05T10:00:00.000Z', updatedAt: '2026-03-05T10:00:00.000Z',
  primaryImage: { id: 1, url: '/uploads/a.jpg', thumbnailUrl: '/uploads/a.webp' },
  images: [1, 2, 3, 4].map((id) => ({ id, name: `photo-${id}.jpg`, url: `/uploads/${id}.jpg`, thumbnailUrl: `/uploads/${id}.webp` })),
  categories: [{ id: 2, name: 'Phones', nameAr: 'هواتف', slug: 'phones', parentId: null }],
  categoryTree: ['electronics', 'phones'],
  category: { id: 2, name: 'Phones', nameAr: 'هواتف', slug: 'phones', path: ['electronics', 'phones'] },
  sellers: [{ id: 5, fullName: 'Sara Al-Ali', userName: 'sara', image: null }],
  attributes: [
    attribute(1, 'Storage', 1, '256'),
    attribute(2, 'Colour', 5, '#1e3a8a'),
    attribute(3, 'Dual SIM', 0, 'true'),
    attribute(4, 'Accessories', 2, null, ['Charger', 'Case']),
    attribute(5, 'Notes', 6, ''),
    attribute(6, 'Warranty', 6, null),
    attribute(7, 'Model year', 1, '2024'),
  ],
  barter: { id: 9, description: 'A laptop of similar value', categoryId: 3, path: ['electronics', 'laptops'], attributes: [] },
  offers: [{
    id: 3, serviceType: null, name: 'Eid offer', images: [], features: [], fromDate: '2026-03-01T00:00:00.000Z',
    toDate: '2026-04-01T00:00:00.000Z', percentValue: 10, fixedValue: null, isActive: true,
  }],
  hasPromoOffer: true,
  canEdit: true,
  canDelete: true,
};
