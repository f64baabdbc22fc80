// The product page's states: loading, not found, failed with a retry, the product with the actions
// the viewer may take, and the dialogs those actions open (the same ones the products list opens).
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { productPageMachine, type ProductPageViewer } from '../../../../machines/product-page/product-page.machine';
import { useNotify } from '../../../app-context';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { EmptyState } from '../../../kit/EmptyState';
import { useMessageText } from '../../join/message-text';
import { ProductDetailsSkeleton } from '../dialogs/ProductDetailsBody';
import { rowOfDetails } from '../dialogs/row-of-details';
import { ProductPageBody } from './ProductPageBody';
import { ProductPageHeader } from './ProductPageHeader';

// The dialogs load when the seller opens one: the page's first paint (its photo) waits for none of them.
const ProductEditDialog = lazy(() => import('../dialogs/ProductEditDialog').then((m) => ({ default: m.ProductEditDialog })));
const ProductDeleteDialog = lazy(() => import('../dialogs/ProductDeleteDialog').then((m) => ({ default: m.ProductDeleteDialog })));
const ProductWizardDialog = lazy(() => import('../wizard/ProductWizardDialog').then((m) => ({ default: m.ProductWizardDialog })));

export function ProductPage({ slug, viewer }: { slug: string; viewer: ProductPageViewer }) {
  const { t } = useTranslation('product-page');
  const messageText = useMessageText();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const [state, send] = useFlow(productPageMachine, { input: { slug, viewer } });
  const { product } = state.context;
  const deleted = state.matches('deleted');
  // The delete dialog has said so; the product is gone, so is its page.
  useEffect(() => {
    if (deleted) navigate('/products', { replace: true });
  }, [deleted, navigate]);
  const back = viewer === 'buyer' ? { href: '/chats', label: t('back-to-chats') } : { href: '/products', label: t('back-to-products') };
  const backLink = <Link href={back.href} className="text-sm font-semibold text-teal-800 underline-offset-2 hover:underline">{back.label}</Link>;
  const closed = () => send({ type: 'DIALOG_CLOSED' });

  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-5" data-testid="product-page">
      {state.matches('loading') && (
        <>
          <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <ProductDetailsSkeleton />
        </>
      )}
      {state.matches('notFound') && (
        <>
          <h1 id="screen-title" className="sr-only">{t('title')}</h1>
          <EmptyState title={t('not-found-title')} body={t('not-found-body')} action={backLink} />
        </>
      )}
      {state.matches('failed') && (
        <>
          <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error" className="w-full">{messageText(state.context.error)}</Alert>
            <Button variant="secondary" onClick={() => send({ type: 'RETRIED' })}>{t('retry')}</Button>
          </div>
        </>
      )}
      {product && (state.matches('showing') || deleted) && (
        <>
          <ProductPageHeader
            product={product}
            viewer={viewer}
            back={back}
            busy={state.matches({ showing: 'reloading' })}
            onEdit={() => send({ type: 'EDIT_OPENED' })}
            onDelete={() => send({ type: 'DELETE_OPENED' })}
            onDuplicate={() => send({ type: 'DUPLICATE_OPENED' })}
          />
          <ProductPageBody product={product} viewer={viewer} />
          {state.matches({ showing: 'editing' }) && (
            <Suspense fallback={null}>
              <ProductEditDialog row={rowOfDetails(product)} onClose={closed} onChanged={() => send({ type: 'PRODUCT_EDITED' })} />
            </Suspense>
          )}
          {state.matches({ showing: 'confirmingDelete' }) && (
            <Suspense fallback={null}>
              <ProductDeleteDialog row={rowOfDetails(product)} onClose={closed} onChanged={() => send({ type: 'PRODUCT_DELETED' })} />
            </Suspense>
          )}
          {state.matches({ showing: 'duplicating' }) && (
            <Suspense fallback={null}>
              <ProductWizardDialog
                duplicateSlug={product.slug}
                onClose={closed}
                onSaved={(copy) => {
                  notify({ key: 'wizard:saved', severity: 'success' });
                  navigate(`/products/${encodeURIComponent(copy.slug)}`);
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
