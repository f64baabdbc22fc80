// Part 2 §3 "Product (promotion view)": what the service dialogs need of a product, from a list row or
// from the details the `?product=<slug>` restore reads.
import type { ProductDetails, ProductRow, RowOffer } from './schemas/products';

export type PromotedProduct = {
  id: number;
  slug: string;
  name: string;
  /** Integer fils. */
  price: number;
  isActive: boolean;
  isBoosted: boolean;
  imageUrl: string | null;
  /** §3 offers: the paid ones, with their dates (a flash sale running keeps the product out of the flash dialog). */
  offers: RowOffer[];
};

export function promotedProduct(product: ProductRow | ProductDetails): PromotedProduct {
  const image = product.primaryImage;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    isActive: product.isActive,
    isBoosted: product.isBoosted,
    imageUrl: image ? image.thumbnailUrl ?? image.url : null,
    offers: product.offers.map((o) => ({ serviceType: o.serviceType, fromDate: o.fromDate, toDate: o.toDate })),
  };
}
