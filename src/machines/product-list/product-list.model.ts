// The products screen's model for checkModel and `npm run paths -- product-list`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { ProductRow } from '../../api/schemas/products';
import { productListMachine, type ProductListInput } from './product-list.machine';

type Snap = SnapshotFrom<typeof productListMachine>;

export const sampleRow: ProductRow = {
  id: 7, num: 7, slug: 'iphone-15-7', name: 'iPhone 15', primaryImage: null, views: 3, category: null,
  createdAt: '2026-03-01T09:00:00Z', postedBy: { id: 2, fullName: 'Sara Al-Ahmad', userName: 'sara' }, price: 250_000,
  sellType: 'sell', status: 'available', isActive: true, isBoosted: false, hasPromoOffer: false, canEdit: true, canDelete: true,
};

/** Opened as after a boost (#showDialog), so the first-row dialog is part of the walk. */
export const input: ProductListInput = { sellerId: 1, q: '', showDialogOnLoad: true };

const filterEvents: EventObject[] = [
  { type: 'CATEGORY_CHOSEN', path: ['electronics', 'phones'] } as EventObject,
  { type: 'EMPLOYEES_CHOSEN', ids: [2] } as EventObject,
  { type: 'STATUS_CHOSEN', status: 'inactive' } as EventObject,
  { type: 'SEARCH_CHANGED', q: 'iphone' } as EventObject,
  { type: 'PAGE_SIZE_CHOSEN', perPage: 50 } as EventObject,
  { type: 'FILTERS_RESET' },
];
const rowsEvents: EventObject[] = [
  { type: 'NEXT_PAGE_REQUESTED' },
  { type: 'RETRY_CLICKED' },
  { type: 'PAGE_FAILED' },
  { type: 'ROWS_ARRIVED', first: true, firstSlug: sampleRow.slug } as EventObject,
  { type: 'ROWS_ARRIVED', first: false, firstSlug: sampleRow.slug } as EventObject,
];

export function events(s: Snap): EventObject[] {
  const out = [...filterEvents, ...rowsEvents];
  if (s.matches({ options: 'loading' })) {
    out.push({ type: 'xstate.done.actor.loadFilterOptions', output: { categories: [], members: null } } as EventObject);
  }
  if (s.matches({ dialog: 'closed' })) {
    out.push({ type: 'DETAILS_OPENED', slug: sampleRow.slug } as EventObject, { type: 'EDIT_OPENED', row: sampleRow } as EventObject, { type: 'DELETE_OPENED', row: sampleRow } as EventObject);
    out.push({ type: 'WIZARD_OPENED', duplicateSlug: null } as EventObject);
  } else {
    out.push({ type: 'DIALOG_CLOSED' }, { type: 'PRODUCT_CHANGED' });
    if (s.matches({ dialog: 'details' })) {
      out.push({ type: 'EDIT_OPENED', row: sampleRow } as EventObject, { type: 'DELETE_OPENED', row: sampleRow } as EventObject);
      out.push({ type: 'WIZARD_OPENED', duplicateSlug: sampleRow.slug } as EventObject);
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
