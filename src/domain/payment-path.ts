/**
 * The /payment screen's address (part 2 §2: query type, productId, itemId). A subscription goes with
 * its cart item alone (§4 "goes to payment with itemId"); a renewal also with type 6 and product 4 (§9).
 */
export function paymentPath(query: { itemId: number; type?: number; productId?: number }): string {
  const params = new URLSearchParams();
  if (query.type !== undefined) params.set('type', String(query.type));
  if (query.productId !== undefined) params.set('productId', String(query.productId));
  params.set('itemId', String(query.itemId));
  return `/payment?${params}`;
}
