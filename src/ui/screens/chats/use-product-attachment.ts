// A conversation opened about a product (?productId=): the box gets the product attached
// unless the conversation already shows its card; once sent or removed, the address drops `productId`.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Message } from '../../../api/schemas/chats';
import type { ComposerActor } from '../../../machines/composer/composer.machine';
import { linkedProduct, withoutProduct } from './product-link';

export function useProductAttachment(composer: ComposerActor | null, messages: Message[]) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const product = linkedProduct(search, history.state);
  const attached = useSelector(composer ?? undefined, (s) => s?.context.product ?? null);
  const offered = useRef<number | null>(null);

  useEffect(() => {
    if (!composer || !product || offered.current === product.id) return;
    offered.current = product.id;
    if (!messages.some((m) => m.product?.id === product.id)) composer.send({ type: 'PRODUCT_ATTACHED', product });
  }, [composer, product, messages]);

  // Sent or removed: gone from the box, so gone from the address (a reload does not attach it again).
  const had = useRef(false);
  useEffect(() => {
    if (attached) had.current = true;
    else if (had.current && product) {
      had.current = false;
      navigate(withoutProduct(path, search), { replace: true });
    }
  }, [attached, product, path, search, navigate]);
}
