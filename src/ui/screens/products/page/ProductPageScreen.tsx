// Route /products/{slug} (part 1 §2 routes): the product's own page. A new slug is a new
// page (its own machine); the session says who is looking, the server what they may do.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { selectRole } from '../../../../machines/session/session.selectors';
import { useSessionActor } from '../../../app-context';
import { ProductPage } from './ProductPage';
import { PRODUCT_PAGE_NAMESPACES } from './product-page-namespaces';

export function ProductPageScreen() {
  // Both namespaces at once: one suspension before anything is built.
  useTranslation(PRODUCT_PAGE_NAMESPACES);
  const { slug = '' } = useParams<{ slug: string }>();
  const buyer = useSelector(useSessionActor(), selectRole) === 'user';
  return <ProductPage key={slug} slug={slug} viewer={buyer ? 'buyer' : 'seller'} />;
}
