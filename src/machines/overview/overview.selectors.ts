// Reads of the overview's snapshot for its views.
import type { SnapshotFrom } from 'xstate';
import type { ProductRow } from '../../api/schemas/products';
import { OVERVIEW_TABLE_ROWS } from '../../domain/limits';
import type { ListStatus } from '../list/list.selectors';
import type { overviewMachine } from './overview.machine';

type Snap = SnapshotFrom<typeof overviewMachine>;

export type OverviewDialog = { kind: 'details'; slug: string } | { kind: 'edit' | 'delete'; row: ProductRow } | null;

/** The ProductDialogs prop: which dialog is open, for which product. */
export function selectDialog(s: Snap): OverviewDialog {
  const { dialogSlug, dialogRow } = s.context;
  if (s.matches({ dialog: 'details' }) && dialogSlug) return { kind: 'details', slug: dialogSlug };
  if (s.matches({ dialog: 'editing' }) && dialogRow) return { kind: 'edit', row: dialogRow };
  if (s.matches({ dialog: 'deleting' }) && dialogRow) return { kind: 'delete', row: dialogRow };
  return null;
}

/** The rows of the table's page. */
export const selectPageRows = (s: Snap): ProductRow[] =>
  s.context.products.slice(s.context.page * OVERVIEW_TABLE_ROWS, (s.context.page + 1) * OVERVIEW_TABLE_ROWS);

/** The table's state as the DataTable kit words it (a page of rows is 'loaded': the kit's infinite scroll asks for nothing). */
export function selectTableStatus(s: Snap): ListStatus {
  if (s.matches({ products: 'loading' })) return 'loading';
  if (s.matches({ products: 'failed' }) || s.matches({ products: { shown: 'moreFailed' } })) return 'failed';
  if (s.matches({ products: 'empty' })) return 'exhausted';
  if (s.matches({ products: { shown: 'loadingMore' } })) return 'loadingMore';
  return 'loaded';
}

/** Where the pager stands: the first row's and the last row's numbers (from 1), and which ways it may turn. */
export function selectPager(s: Snap) {
  const { page, products, productsCursor } = s.context;
  const from = page * OVERVIEW_TABLE_ROWS + 1;
  const to = Math.min(products.length, (page + 1) * OVERVIEW_TABLE_ROWS);
  const idle = s.matches({ products: { shown: 'idle' } });
  return {
    from, to,
    canPrevious: page > 0 && (idle || s.matches({ products: { shown: 'moreFailed' } })),
    canNext: idle && (products.length > to || productsCursor !== null),
  };
}
