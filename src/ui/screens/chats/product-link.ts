// A chat opened about a product (from a request): the address carries `productId`, and the link
// hands the card's name and thumbnail over in the history entry's state (kept on reload), so no product is fetched.
import type { MessageProduct } from '../../../api/schemas/chats';

type LinkedProduct = { id: number; name: string; slug: string; primaryImage: { thumbnailUrl: string } | null };

/** The link to a conversation with the product to attach. */
export function chatAbout(userId: number, product: LinkedProduct): { href: string; state: { product: MessageProduct } } {
  const card: MessageProduct = { id: product.id, name: product.name, slug: product.slug, summary: null, primaryImage: product.primaryImage && { thumbnailUrl: product.primaryImage.thumbnailUrl } };
  return { href: `/chats/messages/${userId}?productId=${product.id}`, state: { product: card } };
}

/** The product the address asks to attach, when the history entry still holds its card. */
export function linkedProduct(search: string, historyState: unknown): MessageProduct | null {
  const id = new URLSearchParams(search).get('productId');
  const card = (historyState as { product?: MessageProduct } | null)?.product;
  return id && card && String(card.id) === id ? card : null;
}

/** The address without `productId` (the attachment was sent or removed). */
export function withoutProduct(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('productId');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
