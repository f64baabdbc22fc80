// The last-added table's columns (part 1 §2 Overview): image, name, category (the slug in title case,
// or 'No Category'), date added (DD MMM, YYYY), posted by, price in KWD.
import { createColumnHelper } from '@tanstack/react-table';
import type { ProductRow } from '../../../api/schemas/products';
import type { Locale } from '../../../api/schemas/common';
import { formatDayMonthYear } from '../../../domain/dates';
import { formatKwd } from '../../../domain/money';
import type { DataTableColumn, dataTableFeatures } from '../../kit/DataTable';
import { UserText } from '../../kit/UserText';
import { Thumbnail } from '../products/ProductCells';

const column = createColumnHelper<typeof dataTableFeatures, ProductRow>();

/** 'mobile-phones' → 'Mobile Phones' (a slug's trailing id, '-41', is not a word). */
export const titleCase = (slug: string) =>
  slug.split('-').filter((word) => word && !/^\d+$/.test(word)).map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');

/** The spec writes the category as its slug in title case; an Arabic screen shows its Arabic name. */
export const categoryText = (category: ProductRow['category'], locale: Locale): string | null =>
  !category ? null : locale === 'ar' && category.nameAr ? category.nameAr : titleCase(category.slug);

export function overviewColumns(t: (key: string) => string, locale: Locale): DataTableColumn<ProductRow>[] {
  const labels = { noImage: t('products.no-image') };
  return column.columns([
    column.display({ id: 'image', header: t('products.image'), cell: (c) => <Thumbnail row={c.row.original} labels={labels} />, meta: { width: '3.5rem' } }),
    column.accessor('name', { header: t('products.name'), cell: (c) => <UserText text={c.getValue()} className="font-medium" />, meta: { width: 'minmax(9rem, 2fr)' } }),
    column.accessor((row) => categoryText(row.category, locale), {
      id: 'category',
      header: t('products.category'),
      cell: (c) => (c.getValue() ? <span className="truncate">{c.getValue()}</span> : <span className="text-slate-500">{t('products.no-category')}</span>),
      meta: { width: 'minmax(7rem, 1.2fr)' },
    }),
    column.accessor('createdAt', {
      header: t('products.date'),
      cell: (c) => <time dateTime={c.getValue()} className="whitespace-nowrap">{formatDayMonthYear(c.getValue(), locale)}</time>,
      meta: { width: 'minmax(7rem, 1fr)' },
    }),
    column.accessor((row) => row.postedBy?.fullName ?? '', { id: 'postedBy', header: t('products.posted-by'), cell: (c) => <UserText text={c.getValue()} />, meta: { width: 'minmax(7rem, 1.1fr)' } }),
    column.accessor('price', {
      header: t('products.price'),
      cell: (c) => <span className="whitespace-nowrap font-semibold tabular-nums">{formatKwd(c.getValue(), locale)}</span>,
      meta: { width: 'minmax(8.5rem, 1fr)', align: 'end' },
    }),
  ]) as DataTableColumn<ProductRow>[];
}
