// The product the next text carries, above the message box until sent or removed.
import { useTranslation } from 'react-i18next';
import type { MessageProduct } from '../../../api/schemas/chats';
import { UserText } from '../../kit/UserText';

export function ProductAttachment({ product, onRemove }: { product: MessageProduct; onRemove: () => void }) {
  const { t } = useTranslation('chats');
  return (
    <div data-testid="chat-product-attached" className="flex items-center gap-2 rounded-lg border-s-4 border-teal-600 bg-slate-50 px-2 py-1.5 text-xs">
      {product.primaryImage
        ? <img src={product.primaryImage.thumbnailUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" />
        : <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-slate-200" />}
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-semibold text-teal-800">{t('product-attached')}</p>
        <UserText text={product.name} className="text-slate-700" />
      </div>
      <button type="button" onClick={onRemove} aria-label={t('product-remove', { name: product.name })} className="rounded px-1.5 py-0.5 font-semibold text-slate-600 hover:bg-slate-200">
        {t('product-remove-short')}
      </button>
    </div>
  );
}
