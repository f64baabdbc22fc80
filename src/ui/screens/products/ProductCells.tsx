// The cells of the products table that are more than text. The texts come in `labels`, translated
// once per language by the columns: a table mounts a screenful of rows every scroll step, and a
// useTranslation in each cell cost more than the cells themselves (so did a router Link in each
// row, which subscribes to the address: the Boost link navigates through the columns' `navigate`).
import type { MouseEvent } from 'react';
import type { ProductRow } from '../../../api/schemas/products';
import { CalendarCheckIcon, CheckCircleIcon, CopyIcon, EyeIcon, ImageIcon, PencilIcon, RocketIcon, TagIcon, TrashIcon } from './product-icons';
import { UserText } from '../../kit/UserText';
import { rowBoostState } from './boost-state';

/** The row texts of the products-list namespace the cells show. */
export type CellLabels = {
  noImage: string; inactive: string; boosted: string; boostBooked: string; boost: string; promoOffer: string;
  details: string; duplicate: string; edit: string; delete: string;
};

/** A plain left click, which the app handles itself (as wouter's Link does); any other opens the link as the browser does. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey;

export function Thumbnail({ row, labels }: { row: Pick<ProductRow, 'primaryImage'>; labels: Pick<CellLabels, 'noImage'> }) {
  if (!row.primaryImage) {
    return (
      <span className="flex size-11 items-center justify-center rounded-lg bg-slate-100 text-slate-400" role="img" aria-label={labels.noImage}>
        <ImageIcon className="size-5" />
      </span>
    );
  }
  return <img src={row.primaryImage.thumbnailUrl} alt="" loading="lazy" decoding="async" className="size-11 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200" />;
}

export function NameCell({ row, labels }: { row: ProductRow; labels: CellLabels }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <UserText text={row.name} className="font-medium" />
      {!row.isActive && (
        <span className="w-fit rounded-full bg-slate-200 px-2 py-0.5 text-[11px] font-semibold text-slate-600">{labels.inactive}</span>
      )}
    </div>
  );
}

/** Spec: a Boost button on rows that are not boosted, a check mark on boosted ones; a paid boost still to come shows booked. */
export function BoostCell({ row, labels, navigate }: { row: ProductRow; labels: CellLabels; navigate: (href: string) => void }) {
  const state = rowBoostState(row);
  if (state === 'running') {
    return (
      <span className="text-emerald-600" role="img" aria-label={labels.boosted} title={labels.boosted}>
        <CheckCircleIcon className="size-5" />
      </span>
    );
  }
  if (state === 'booked') {
    return (
      <span className="text-sky-700" role="img" aria-label={labels.boostBooked} title={labels.boostBooked}>
        <CalendarCheckIcon className="size-5" />
      </span>
    );
  }
  const href = `/services?${new URLSearchParams({ openDialog: 'boost', product: row.slug, productId: String(row.id) })}`;
  return (
    <a
      href={href}
      onClick={(e) => {
        e.stopPropagation();
        if (!isPlainClick(e)) return;
        e.preventDefault();
        navigate(href);
      }}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <RocketIcon className="size-3.5" />
      {labels.boost}
    </a>
  );
}

/** Spec: the icon shows only when the product has an offer with no service type. */
export function PromoCell({ row, labels }: { row: ProductRow; labels: CellLabels }) {
  if (!row.hasPromoOffer) return null;
  return (
    <span className="rounded-full bg-fuchsia-50 p-1.5 text-fuchsia-700" role="img" aria-label={labels.promoOffer} title={labels.promoOffer}>
      <TagIcon />
    </span>
  );
}

type RowActionsProps = {
  row: ProductRow; labels: CellLabels; onDetails: (row: ProductRow) => void; onEdit: (row: ProductRow) => void; onDelete: (row: ProductRow) => void;
  onDuplicate: (row: ProductRow) => void;
};

const iconButton = 'rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700';

/** Details always; edit and delete only when the server says this caller may (part 1 §6). */
export function RowActions({ row, labels, onDetails, onEdit, onDelete, onDuplicate }: RowActionsProps) {
  const act = (fn: (row: ProductRow) => void) => (e: MouseEvent) => {
    e.stopPropagation();
    fn(row);
  };
  return (
    <div className="flex items-center gap-0.5">
      <button type="button" className={iconButton} onClick={act(onDetails)} aria-label={labels.details} title={labels.details}><EyeIcon /></button>
      <button type="button" className={iconButton} onClick={act(onDuplicate)} aria-label={labels.duplicate} title={labels.duplicate}><CopyIcon /></button>
      {row.canEdit && <button type="button" className={iconButton} onClick={act(onEdit)} aria-label={labels.edit} title={labels.edit}><PencilIcon /></button>}
      {row.canDelete && (
        <button type="button" className={`${iconButton} hover:bg-rose-50 hover:text-rose-700`} onClick={act(onDelete)} aria-label={labels.delete} title={labels.delete}><TrashIcon /></button>
      )}
    </div>
  );
}
