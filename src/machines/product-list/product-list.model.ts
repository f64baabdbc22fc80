// The products screen's model for checkModel and `npm run paths -- product-list`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { ProductRow } from '../../api/schemas/products';
import type { CategoryNode } from '../../api/schemas/categories';
import { holds, lands, stays } from '../test/model';
import { defaultFilters, type ProductFilters } from './product-list.filters';
import { productListMachine, type ProductListInput } from './product-list.machine';

type Snap = SnapshotFrom<typeof productListMachine>;

export const sampleRow: ProductRow = {
  id: 7, num: 7, slug: 'iphone-15-7', name: 'iPhone 15', primaryImage: null, views: 3, category: null,
  createdAt: '2026-03-01T09:00:00Z', postedBy: { id: 2, fullName: 'Sara Al-Ahmad', userName: 'sara' }, price: 250_000,
  sellType: 'sell', status: 'available', isActive: true, isBoosted: false, hasPromoOffer: false, offers: [], canEdit: true, canDelete: true,
};

/**
 * Opened as after a boost (#showDialog), so the first-row dialog is part of the walk, from a link
 * that names a category: the tree that arrives has it, or not.
 */
export const input: ProductListInput = { sellerId: 1, filters: { ...defaultFilters(), path: ['electronics', 'phones'] }, showDialogOnLoad: true };

/** A category tree holding exactly `path`. */
const treeOf = (path: string[]): CategoryNode[] => path.reduceRight<CategoryNode[]>(
  (children, slug, i) => [{ id: i + 1, name: slug, nameAr: slug, slug, type: 'new', image: null, childrenCount: children.length, children }], [],
);
/** What the URL says after the top bar's search and a link to inactive products. */
const linked: ProductFilters = { ...defaultFilters('iphone'), status: 'inactive', perPage: 50 };

export function events(s: Snap): EventObject[] {
  const options = s.matches({ options: 'loading' }) ? 'loading' : 'ready';
  const dialog = (['closed', 'details', 'editing', 'deleting', 'wizard'] as const).find((d) => s.matches({ dialog: d }))!;
  const at = (d: string, o: string = options) => `options.${o}|dialog.${d}`;
  // Filters and paging go to the rows child; the dialog stays as it is.
  const out: EventObject[] = [
    stays(s, { type: 'CATEGORY_CHOSEN', path: ['electronics', 'phones'] }),
    stays(s, { type: 'EMPLOYEES_CHOSEN', ids: [2] }),
    stays(s, { type: 'STATUS_CHOSEN', status: 'inactive' }),
    // The URL's change is followed; the URL the list already shows changes nothing.
    stays(s, { type: 'URL_CHANGED', filters: linked }, holds({ filters: linked }) as never),
    stays(s, { type: 'URL_CHANGED', filters: s.context.filters }, holds({ filters: s.context.filters }) as never),
    stays(s, { type: 'PAGE_SIZE_CHOSEN', perPage: 50 }),
    stays(s, { type: 'FILTERS_RESET' }),
    stays(s, { type: 'NEXT_PAGE_REQUESTED' }),
    stays(s, { type: 'RETRY_CLICKED' }),
    stays(s, { type: 'PAGE_FAILED' }),
    // Opened as after a boost: the first page opens its first row's details, once.
    s.context.showDialogOnLoad && dialog === 'closed'
      ? lands(at('details'), { type: 'ROWS_ARRIVED', first: true, firstSlug: sampleRow.slug }, holds({ dialogSlug: sampleRow.slug, showDialogOnLoad: false }))
      : stays(s, { type: 'ROWS_ARRIVED', first: true, firstSlug: sampleRow.slug }, holds({ showDialogOnLoad: false }) as never),
    stays(s, { type: 'ROWS_ARRIVED', first: false, firstSlug: sampleRow.slug }, holds({ showDialogOnLoad: s.context.showDialogOnLoad }) as never),
  ];
  if (options === 'loading') {
    // The linked category is in the tree (kept) or not (every category again).
    const { path } = s.context.filters;
    out.push(
      lands(at(dialog, 'ready'), { type: 'xstate.done.actor.loadFilterOptions', output: { categories: treeOf(path), members: null } }, holds({ categories: treeOf(path), filters: s.context.filters })),
      lands(at(dialog, 'ready'), { type: 'xstate.done.actor.loadFilterOptions', output: { categories: [], members: null } }, holds({ categories: [], members: null, filters: { ...s.context.filters, path: [] } })),
    );
  }
  if (dialog === 'closed') {
    out.push(
      lands(at('details'), { type: 'DETAILS_OPENED', slug: sampleRow.slug }, holds({ dialogSlug: sampleRow.slug })),
      lands(at('editing'), { type: 'EDIT_OPENED', row: sampleRow }, holds({ dialogRow: sampleRow })),
      lands(at('deleting'), { type: 'DELETE_OPENED', row: sampleRow }, holds({ dialogRow: sampleRow })),
      lands(at('wizard'), { type: 'WIZARD_OPENED', duplicateSlug: null }, holds({ wizardSlug: null })),
      // A row's Duplicate.
      lands(at('wizard'), { type: 'WIZARD_OPENED', duplicateSlug: sampleRow.slug }, holds({ wizardSlug: sampleRow.slug })),
    );
  } else {
    const closed = holds({ dialogSlug: null, dialogRow: null, wizardSlug: null });
    out.push(lands(at('closed'), { type: 'DIALOG_CLOSED' }, closed), lands(at('closed'), { type: 'PRODUCT_CHANGED' }, closed));
    if (dialog === 'details') {
      out.push(
        lands(at('editing'), { type: 'EDIT_OPENED', row: sampleRow }, holds({ dialogSlug: null, dialogRow: sampleRow })),
        lands(at('deleting'), { type: 'DELETE_OPENED', row: sampleRow }, holds({ dialogSlug: null, dialogRow: sampleRow })),
        lands(at('wizard'), { type: 'WIZARD_OPENED', duplicateSlug: sampleRow.slug }, holds({ dialogSlug: null, wizardSlug: sampleRow.slug })),
      );
    }
  }
  return out;
}

/** Filters are checked by the behaviour tests; the walk looks at states, the pending dialog and the open product. */
export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.showDialogOnLoad, s.context.dialogSlug, s.context.dialogRow?.id ?? null, s.context.wizardSlug]);

/**
 * The model walks the chart without the rows child (the harness runs no invoked actors), so what
 * is sent to it is a no-op here; the behaviour tests check those messages on a real child.
 */
export const machine = productListMachine.provide({ actions: { applyFilters: () => {}, reloadRows: () => {}, forwardToRows: () => {} } });

export const productListModel = { machine, events, input, serialize };

/** Mutants no test can tell apart. */
const openDialogStartsClosed = 'The dialog region starts in closed, whose entry (forgetDialog) sets it to null before the first snapshot.';
export const equivalentMutants: Record<string, string> = {
  'context dialogSlug starts at 0 instead of null': openDialogStartsClosed,
  'context dialogRow starts at 0 instead of null': openDialogStartsClosed,
  'context wizardSlug starts at 0 instead of null': openDialogStartsClosed,
};
