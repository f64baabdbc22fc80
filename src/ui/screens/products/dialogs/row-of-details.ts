// The details dialog hands its product to the edit and delete dialogs as a list row.
import type { ProductDetails, ProductRow } from '../../../../api/schemas/products';

export function rowOfDetails(p: ProductDetails): ProductRow {
  const seller = p.sellers[0];
  return {
    id: p.id, num: p.num, slug: p.slug, name: p.name,
    primaryImage: p.primaryImage ? { url: p.primaryImage.url, thumbnailUrl: p.primaryImage.thumbnailUrl } : null,
    views: p.views, category: p.category, createdAt: p.createdAt,
    postedBy: seller ? { id: seller.id, fullName: seller.fullName, userName: seller.userName } : null,
    price: p.price, sellType: p.sellType, status: p.status, isActive: p.isActive, isBoosted: p.isBoosted,
    hasPromoOffer: p.hasPromoOffer,
    // Ended ones too: a reader goes by the dates.
    offers: p.offers.map((o) => ({ serviceType: o.serviceType, fromDate: o.fromDate, toDate: o.toDate })),
    canEdit: p.canEdit, canDelete: p.canDelete,
  };
}
