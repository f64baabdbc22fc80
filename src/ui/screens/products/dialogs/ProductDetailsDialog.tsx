// The details dialog: a loading skeleton, the product, or an error with a retry.
import { useFlow } from '../../../flow/use-flow';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../../api/schemas/products';
import { productDetailsMachine } from '../../../../machines/product-details/product-details.machine';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { SheetDialog } from '../../../kit/SheetDialog';
import { useMessageText } from '../../join/message-text';
import { formatNumber, localName } from './format';
import { ProductDetailsBody, ProductDetailsSkeleton } from './ProductDetailsBody';
import { rowOfDetails } from './row-of-details';
import { UserText } from '../../../kit/UserText';

type Props = { slug: string; onClose: () => void; onEdit: (row: ProductRow) => void; onDelete: (row: ProductRow) => void; onDuplicate?: (slug: string) => void };

export function ProductDetailsDialog({ slug, onClose, onEdit, onDelete, onDuplicate }: Props) {
  const { t, i18n } = useTranslation('product-dialogs');
  const messageText = useMessageText();
  const [state, send] = useFlow(productDetailsMachine, { input: { slug } });
  const product = state.context.product;
  const subtitle = product
    ? [t('product-number', { num: formatNumber(product.num, i18n.language) }), product.category ? localName(product.category, i18n.language) : null].filter(Boolean).join(' · ')
    : undefined;
  const footer = (
    <div className="flex flex-wrap items-center gap-2">
      {product?.canDelete && (
        <Button variant="ghost" className="text-rose-700! hover:bg-rose-50!" onClick={() => onDelete(rowOfDetails(product))}>{t('delete')}</Button>
      )}
      <div className="ms-auto flex gap-2">
        <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
        {product && onDuplicate && <Button variant="secondary" onClick={() => onDuplicate(product.slug)}>{t('duplicate', { ns: 'wizard' })}</Button>}
        {product?.canEdit && <Button onClick={() => onEdit(rowOfDetails(product))}>{t('edit')}</Button>}
      </div>
    </div>
  );
  return (
    <SheetDialog open onClose={onClose} title={product ? <UserText text={product.name} truncate={false} /> : t('details-title')} description={subtitle} closeLabel={t('close')} footer={footer}>
      {state.matches('loading') && <ProductDetailsSkeleton />}
      {state.matches('failed') && (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error" className="w-full">{messageText(state.context.error)}</Alert>
          <Button variant="secondary" onClick={() => send({ type: 'RETRIED' })}>{t('retry')}</Button>
        </div>
      )}
      {product && state.matches('loaded') && <ProductDetailsBody product={product} />}
    </SheetDialog>
  );
}
