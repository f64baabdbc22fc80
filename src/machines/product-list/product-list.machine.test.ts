import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { ProductRow } from '../../api/schemas/products';
import type { Page, PageRequest } from '../list/list.machine';
import { assertModel } from '../test/model';
import { productRowsMachine, type FilterOptions } from './product-list.actors';
import { defaultFilters, type ProductFilters, type ProductQuery } from './product-list.filters';
import { productListMachine, type ProductListEvent } from './product-list.machine';
import { productListModel, sampleRow } from './product-list.model';
import { selectDialog } from './product-list.selectors';

describe('product list machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    assertModel({
      ...productListModel,
      states: {
        // Both lookups are unknown until they arrive: the filters show them loading.
        'options.loading': (s) => expect([s.context.categories, s.context.members]).toEqual([null, null]),
        'options.ready': (s) => expect(s.context.categories).not.toBeUndefined(),
        'dialog.closed': (s) => expect(selectDialog(s)).toBeNull(),
        'dialog.details': (s) => expect(selectDialog(s)).toEqual({ kind: 'details', slug: sampleRow.slug }),
        'dialog.editing': (s) => expect(selectDialog(s)).toEqual({ kind: 'edit', row: sampleRow }),
        'dialog.deleting': (s) => expect(selectDialog(s)).toEqual({ kind: 'delete', row: sampleRow }),
        'dialog.wizard': (s) => expect(selectDialog(s)).toMatchObject({ kind: 'wizard', duplicateSlug: expect.toBeOneOf([null, sampleRow.slug]) }),
      },
    });
  });
});

const row = (id: number): ProductRow => ({ ...sampleRow, id, num: id, slug: `p-${id}` });

/** The products screen over a fake endpoint: 2 pages of 2 rows; records every request. */
function screen(options: { showDialogOnLoad?: boolean; failFirst?: boolean; filters?: ProductFilters; filterOptions?: FilterOptions } = {}) {
  const calls: PageRequest<ProductQuery>[] = [];
  const fetchPage = fromPromise<Page<ProductRow>, PageRequest<ProductQuery>>(async ({ input }) => {
    calls.push(input);
    if (options.failFirst && calls.length === 1) throw new Error('500');
    return input.cursor ? { rows: [row(3), row(4)], nextCursor: null } : { rows: [row(1), row(2)], nextCursor: 'c1' };
  });
  const notifyLoadFailed = vi.fn();
  /** What the screen wrote into the URL, in order. */
  const published: ProductFilters[] = [];
  const machine = productListMachine.provide({
    actors: {
      rows: productRowsMachine.provide({ actors: { fetchPage } }),
      loadFilterOptions: fromPromise<FilterOptions>(async () => options.filterOptions ?? { categories: [], members: null }),
    },
    actions: { notifyLoadFailed, publishFilters: (_, { filters }) => { published.push(filters); } },
  });
  const filters = options.filters ?? defaultFilters('iphone');
  const actor = createActor(machine, { input: { sellerId: 9, filters, showDialogOnLoad: options.showDialogOnLoad ?? false } }).start();
  const rows = () => actor.getSnapshot().children.rows as ActorRefFrom<typeof productRowsMachine>;
  const rowsLoaded = (n: number) => waitFor(rows(), (s) => s.context.rows.length === n && !s.matches('loading') && !s.matches('loadingMore'));
  return { actor, calls, rows, rowsLoaded, notifyLoadFailed, published };
}

describe('product list machine (behaviour)', () => {
  it('loads page 1 for the seller with the search of the route, then the next page on request', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await rowsLoaded(4);
    expect(calls).toEqual([
      { filters: expect.objectContaining({ sellerId: 9, q: 'iphone', perPage: 20 }), cursor: null },
      { filters: expect.objectContaining({ sellerId: 9 }), cursor: 'c1' },
    ]);
  });

  it('every filter change reloads from page 1 with the new filters and goes into the URL; reset keeps search and page size', async () => {
    const { actor, calls, rowsLoaded, published } = screen();
    await rowsLoaded(2);
    let expected: ProductFilters = defaultFilters('iphone');
    // Each choice on its own asks for page 1 again, with everything chosen so far.
    const choose = async (event: ProductListEvent, patch: Partial<ProductFilters>) => {
      const asked = calls.length;
      expected = { ...expected, ...patch };
      actor.send(event);
      await rowsLoaded(2);
      expect(calls.length).toBe(asked + 1);
      expect(calls.at(-1)).toEqual({ filters: { sellerId: 9, ...expected }, cursor: null });
      expect(published.at(-1)).toEqual(expected);
    };
    await choose({ type: 'CATEGORY_CHOSEN', path: ['electronics', 'phones'] }, { path: ['electronics', 'phones'] });
    await choose({ type: 'EMPLOYEES_CHOSEN', ids: [2, 3] }, { usersIds: [2, 3] });
    await choose({ type: 'STATUS_CHOSEN', status: 'inactive' }, { status: 'inactive' });
    await choose({ type: 'PAGE_SIZE_CHOSEN', perPage: 50 }, { perPage: 50 });
    expect(published).toHaveLength(4);
    const before = calls.length;
    actor.send({ type: 'FILTERS_RESET' });
    await rowsLoaded(2);
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)!.filters).toEqual({ sellerId: 9, path: [], usersIds: [], status: 'all', q: 'iphone', perPage: 50 });
    expect(published.at(-1)).toEqual({ path: [], usersIds: [], status: 'all', q: 'iphone', perPage: 50 });
  });

  it('opens on the filters of the URL; a changed URL (search, Back/Forward) is followed without being written back; the same URL does nothing', async () => {
    const linked: ProductFilters = { path: [], usersIds: [4], status: 'active', q: '', perPage: 30 };
    const { actor, calls, rowsLoaded, published } = screen({ filters: linked });
    await rowsLoaded(2);
    expect(calls[0].filters).toEqual({ sellerId: 9, ...linked });
    actor.send({ type: 'URL_CHANGED', filters: { ...linked, q: 'iphone' } });
    await rowsLoaded(2);
    expect(calls.at(-1)!.filters).toEqual({ sellerId: 9, ...linked, q: 'iphone' });
    const before = calls.length;
    actor.send({ type: 'URL_CHANGED', filters: { ...linked, q: 'iphone' } });
    expect(calls.length).toBe(before);
    expect(published).toEqual([]);
  });

  it('a link naming a category or member the company does not have falls back to everything, in the list and the URL', async () => {
    const linked: ProductFilters = { ...defaultFilters(), path: ['gone'], usersIds: [2, 99] };
    const members = [{ id: 2, fullName: 'Sara', userName: 'sara', roles: ['employee' as const] }];
    const { actor, calls, rows, published } = screen({ filters: linked, filterOptions: { categories: [], members } });
    await waitFor(actor, (s) => s.matches({ options: 'ready' }));
    const fallback = { ...linked, path: [], usersIds: [2] };
    expect(actor.getSnapshot().context.filters).toEqual(fallback);
    expect(published).toEqual([fallback]);
    await waitFor(rows(), (r) => r.context.filters.path.length === 0 && r.matches('loaded'));
    expect(calls.at(-1)).toEqual({ filters: { sellerId: 9, ...fallback }, cursor: null });
  });

  it('#showDialog opens the details of the first row once, when page 1 arrives', async () => {
    const { actor, rowsLoaded } = screen({ showDialogOnLoad: true });
    await waitFor(actor, (s) => s.matches({ dialog: 'details' }));
    expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'details', slug: 'p-1' });
    actor.send({ type: 'DIALOG_CLOSED' });
    actor.send({ type: 'STATUS_CHOSEN', status: 'active' });
    await rowsLoaded(2);
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
  });

  it('a saved or deleted product closes its dialog and reloads the rows from page 1', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'NEXT_PAGE_REQUESTED' });
    await rowsLoaded(4);
    actor.send({ type: 'EDIT_OPENED', row: row(3) });
    expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'edit', row: row(3) });
    actor.send({ type: 'PRODUCT_CHANGED' });
    expect(selectDialog(actor.getSnapshot())).toBeNull();
    await rowsLoaded(2);
    expect(calls.at(-1)!.cursor).toBeNull();
  });

  it('the wizard opens for a new product or as a duplicate; its save reloads the rows from page 1 and closes it', async () => {
    const { actor, calls, rowsLoaded } = screen();
    await rowsLoaded(2);
    actor.send({ type: 'WIZARD_OPENED', duplicateSlug: null });
    expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'wizard', duplicateSlug: null });
    actor.send({ type: 'DIALOG_CLOSED' });
    actor.send({ type: 'DETAILS_OPENED', slug: 'p-2' });
    actor.send({ type: 'WIZARD_OPENED', duplicateSlug: 'p-2' });
    expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'wizard', duplicateSlug: 'p-2' });
    const before = calls.length;
    actor.send({ type: 'PRODUCT_CHANGED' });
    expect(selectDialog(actor.getSnapshot())).toBeNull();
    await rowsLoaded(2);
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)!.cursor).toBeNull();
  });

  it("a failed page asks for the 'Failed to load products' snackbar, and retry loads it", async () => {
    const { actor, rows, rowsLoaded, notifyLoadFailed } = screen({ failFirst: true });
    await waitFor(rows(), (s) => s.matches('failed'));
    expect(notifyLoadFailed).toHaveBeenCalledTimes(1);
    expect(notifyLoadFailed.mock.calls[0][1]).toEqual({ notice: { key: 'products-list:failed', severity: 'error' } });
    actor.send({ type: 'RETRY_CLICKED' });
    await rowsLoaded(2);
  });
});
