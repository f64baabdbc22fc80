// Sample catalogue and product for the wizard's model and behaviour tests.
import type { CategoryAttribute, CategoryNode } from '../../api/schemas/categories';
import type { ProductDetails } from '../../api/schemas/products';

export const leafNode: CategoryNode = {
  id: 11, name: 'Cars', nameAr: 'سيارات', slug: 'cars', type: 'used', image: null, childrenCount: 0, children: [],
};
export const sampleTree: CategoryNode[] = [
  { id: 10, name: 'Vehicles', nameAr: 'مركبات', slug: 'vehicles', type: 'used', image: null, childrenCount: 1, children: [leafNode] },
];
export const sampleAttributes: CategoryAttribute[] = [
  { id: 1, name: 'Model', nameAr: 'الموديل', type: 6, optionsCount: 0 },
  { id: 2, name: 'Under warranty', nameAr: 'تحت الضمان', type: 0, optionsCount: 0 },
  { id: 3, name: 'Brand', nameAr: 'الماركة', type: 3, optionsCount: 20 },
  { id: 4, name: 'Accident free', nameAr: 'بدون حوادث', type: 4, optionsCount: 2 },
  { id: 5, name: 'Year', nameAr: 'سنة الصنع', type: 1, optionsCount: 0 },
];

const attribute = (id: number, value: string) => {
  const a = sampleAttributes.find((x) => x.id === id)!;
  return { id, name: a.name, nameAr: a.nameAr, type: a.type, value, values: null, options: [] };
};

export const sampleProduct: ProductDetails = {
  id: 70, num: 7, name: 'Toyota Land Cruiser', slug: 'toyota-land-cruiser-demo-7', price: 12_500_000, sellType: 'sell/barter',
  status: 'available', isActive: true, isBoosted: false, views: 3, description: '<p>Clean</p>', summary: '', descriptionSeo: '',
  keywordsSeo: '', conditionType: 'used', publishAt: null, createdAt: '2026-03-01T09:00:00Z', updatedAt: '2026-03-01T09:00:00Z',
  primaryImage: { id: 1, url: '/uploads/products/a.jpg', thumbnailUrl: '/uploads/products/a-thumb.webp' },
  images: [{ id: 1, name: 'a.jpg', url: '/uploads/products/a.jpg', thumbnailUrl: '/uploads/products/a-thumb.webp' }],
  categories: [], categoryTree: ['vehicles', 'cars'],
  category: { id: 11, name: 'Cars', nameAr: 'سيارات', slug: 'cars', path: ['vehicles', 'cars'] },
  sellers: [], attributes: [attribute(1, 'LC 300'), attribute(2, 'true')],
  barter: { id: 1, description: '', categoryId: 11, path: ['vehicles', 'cars'], attributes: [attribute(1, 'Patrol'), attribute(3, 'Nissan'), attribute(5, '2020')] },
  offers: [], hasPromoOffer: false, canEdit: true, canDelete: true,
};
