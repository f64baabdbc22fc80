// The cells of the products table that are more than text.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductRow } from '../../../api/schemas/products';
import { CheckCircleIcon, CopyIcon, EyeIcon, ImageIcon, PencilIcon, RocketIcon, TagIcon, TrashIcon } from './product-icons';

export function Thumbnail({ row }: { row: ProductRow }) {
  const { t } = useTranslation('products-list');
  if (!row.primaryImage) {
    return (
      <span className="flex size-11 items-center justify-center rounded-lg bg-slate-100 text-slate-400" role="img" aria-label={t('row.no-image')}>
        <ImageIcon className="size-5" />
      </span>
    );
  }
  return <img src={row.primaryImage.thumbnailUrl} alt="" loading="lazy" decoding="async" className="size-11 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200" />;
}

export function NameCell({ row }: { row: ProductRow }) {
  const { t } = useTranslation('products-list');
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="truncate font-medium" title={row.name}>{row.name}</span>
      {!row.isActive && (
        <span className="w-fit rounded-full bg-slate-200 px-2 py-0.5 text-[11px] font-semibold text-slate-600">{t('row.inactive')}</span>
      )}
    </div>
  );
}

/** Spec: a Boost button on rows that are not boosted, a check mark on boosted ones. */
export function BoostCell({ row }: { row: ProductRow }) {
  const { t } = useTranslation('products-list');
  if (row.isBoosted) {
    return (
      <span className="text-emerald-600" role="img" aria-label={t('row.boosted')} title={t('row.boosted')}>
        <CheckCircleIcon className="size-5" />
      </span>
    );
  }
  const href = `/services?${new URLSearchParams({ openDialog: 'boost', product: row.slug, productId: String(row.id) })}`;
  return (
    <Link
      href={href}
      onClick={(e) => e.stopPropagation()}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <RocketIcon className="size-3.5" />
      {t('row.boost')}
    </Link>
  );
}

/** Spec: the icon shows only when the product has an offer with no service type. */
export function PromoCell({ row }: { row: ProductRow }) {
  const { t } = useTranslation('products-list');
  if (!row.hasPromoOffer) return null;
  return (
    <span className="rounded-full bg-fuchsia-50 p-1.5 text-fuchsia-700" role="img" aria-label={t('row.promo-offer')} title={t('row.promo-offer')}>
      <TagIcon />
    </span>
  );
}

type RowActionsProps = {
  row: ProductRow; onDetails: (row: ProductRow) => void; onEdit: (row: ProductRow) => void; onDelete: (row: ProductRow) => void;
  onDuplicate: (row: ProductRow) => void;
};

const iconButton = 'rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700';

/** Details always; edit and delete only when the server says this caller may (part 1 §6). */
export function RowActions({ row, onDetails, onEdit, onDelete, onDuplicate }: RowActionsProps) {
  const { t } = useTranslation('products-list');
  const act = (fn: (row: ProductRow) => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn(row);
  };
  return (
    <div className="flex items-center gap-0.5">
      <button type="button" className={iconButton} onClick={act(onDetails)} aria-label={t('row.details')} title={t('row.details')}><EyeIcon /></button>
      <button type="button" className={iconButton} onClick={act(onDuplicate)} aria-label={t('duplicate', { ns: 'wizard' })} title={t('duplicate', { ns: 'wizard' })}><CopyIcon /></button>
      {row.canEdit && <button type="button" className={iconButton} onClick={act(onEdit)} aria-label={t('row.edit')} title={t('row.edit')}><PencilIcon /></button>}
      {row.canDelete && (
        <button type="button" className={`${iconButton} hover:bg-rose-50 hover:text-rose-700`} onClick={act(onDelete)} aria-label={t('row.delete')} title={t('row.delete')}><TrashIcon /></button>
      )}
    </div>
  );
}
