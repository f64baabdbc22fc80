// Part 2 §3 "Product (promotion view)": what the service dialogs need of a product, from a list row or
// from the details the `?product=<slug>` restore reads.
import type { ProductDetails, ProductRow } from './schemas/products';

export type PromotedProduct = {
  id: number;
  slug: string;
  name: string;
  /** Integer fils. */
  price: number;
  isActive: boolean;
  isBoosted: boolean;
  imageUrl: string | null;
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
  };
}
