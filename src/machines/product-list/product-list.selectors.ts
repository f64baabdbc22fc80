// Reads of the products screen's snapshot for its views.
import type { SnapshotFrom } from 'xstate';
import type { ProductRow } from '../../api/schemas/products';
import type { productListMachine } from './product-list.machine';

type Snap = SnapshotFrom<typeof productListMachine>;

export type OpenProductDialog =
  | { kind: 'details'; slug: string } | { kind: 'edit' | 'delete'; row: ProductRow } | { kind: 'wizard'; duplicateSlug: string | null } | null;

/** The ProductDialogs prop: which dialog is open, for which product. */
export function selectDialog(s: Snap): OpenProductDialog {
  const { dialogSlug, dialogRow } = s.context;
  if (s.matches({ dialog: 'details' }) && dialogSlug) return { kind: 'details', slug: dialogSlug };
  if (s.matches({ dialog: 'editing' }) && dialogRow) return { kind: 'edit', row: dialogRow };
  if (s.matches({ dialog: 'deleting' }) && dialogRow) return { kind: 'delete', row: dialogRow };
  if (s.matches({ dialog: 'wizard' })) return { kind: 'wizard', duplicateSlug: s.context.wizardSlug };
  return null;
}

export const selectFilters = (s: Snap) => s.context.filters;
export const selectCategories = (s: Snap) => s.context.categories;
export const selectMembers = (s: Snap) => s.context.members;
export const selectOptionsLoading = (s: Snap) => s.matches({ options: 'loading' });
/** The child list actor (rows, paging status): read it with useSelector. */
export const selectRowsActor = (s: Snap) => s.children.rows;
