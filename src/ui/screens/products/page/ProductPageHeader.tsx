// The page's top: back link, the product's name and number, its category path and the actions the
// viewer may take (edit and delete as the server allows, duplicate for the company's people).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductDetails } from '../../../../api/schemas/products';
import type { ProductPageViewer } from '../../../../machines/product-page/product-page.machine';
import { Button } from '../../../kit/Button';
import { UserText } from '../../../kit/UserText';
import { formatNumber } from '../dialogs/format';
import { CategoryPath } from './CategoryPath';

type Props = {
  product: ProductDetails;
  viewer: ProductPageViewer;
  back: { href: string; label: string };
  /** The product is being read again after an edit. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
};

export function ProductPageHeader({ product: p, viewer, back, busy, onEdit, onDelete, onDuplicate }: Props) {
  const { t, i18n } = useTranslation('product-page');
  const seller = viewer === 'seller';
  return (
    <header className="flex flex-col gap-3">
      <Link href={back.href} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline">
        <svg viewBox="0 0 24 24" className="size-4 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="m15 18-6-6 6-6" /></svg>
        {back.label}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="screen-title" className="text-2xl font-bold break-words text-slate-900" aria-busy={busy}>
            <UserText text={p.name} truncate={false} />
          </h1>
          <p className="text-sm text-slate-600">{t('product-number', { num: formatNumber(p.num, i18n.language) })}</p>
          <CategoryPath categories={p.categories} />
        </div>
        {seller ? (
          <div className="flex flex-wrap items-center gap-2">
            {p.canDelete && <Button variant="ghost" className="text-rose-700! hover:bg-rose-50!" onClick={onDelete}>{t('delete')}</Button>}
            <Button variant="secondary" onClick={onDuplicate}>{t('duplicate')}</Button>
            {p.canEdit && <Button onClick={onEdit}>{t('edit')}</Button>}
          </div>
        ) : (
          <p className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">{t('read-only')}</p>
        )}
      </div>
    </header>
  );
}
