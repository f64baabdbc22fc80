import { describe, expect, it } from 'vitest';
import type { ProductListReply } from '../../api/schemas/products';
import type { RequestRow } from '../../api/schemas/requests';
import type { OverviewReply } from '../../api/schemas/statistics';
import { createActor, fromPromise, waitFor } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { assertModel } from '../test/model';
import { selectDialog, selectPager, selectPageRows, selectTableStatus } from './overview.selectors';
import { figures, firstPage, input, machine, model } from './overview.model';

describe('overview machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    const result = assertModel({
      ...model,
      states: {
        'figures.loading': () => {},
        'figures.shown': (s) => expect(s.context.figures).not.toBeNull(),
        'figures.failed': (s) => expect(s.context.figuresError).not.toBeNull(),
        'products.loading': (s) => expect(s.context.products).toEqual([]),
        'products.empty': (s) => expect(s.context.products).toEqual([]),
        'products.failed': (s) => expect(s.context.productsError).not.toBeNull(),
        'products.shown.idle': (s) => {
          expect(s.context.products.length).toBeGreaterThan(s.context.page * 8);
          expect(s.context.productsError).toBeNull();
        },
        'products.shown.loadingMore': (s) => expect(s.context.productsCursor).not.toBeNull(),
        'products.shown.moreFailed': (s) => expect(s.context.productsError).not.toBeNull(),
        'requests.loading': () => {},
        'requests.empty': (s) => expect(s.context.requests).toEqual([]),
        'requests.shown': (s) => expect(s.context.requests.length).toBeGreaterThan(0),
        'requests.failed': (s) => expect(s.context.requestsError).not.toBeNull(),
        'dialog.closed': (s) => expect([s.context.dialogSlug, s.context.dialogRow]).toEqual([null, null]),
        'dialog.details': (s) => expect(s.context.dialogSlug).not.toBeNull(),
        'dialog.editing': (s) => expect(s.context.dialogRow).not.toBeNull(),
        'dialog.deleting': (s) => expect(s.context.dialogRow).not.toBeNull(),
      },
    });
    expect(result.paths.length).toBeGreaterThan(0);
  });

  it('opens with every card loading and nothing known yet: no figures, rows, requests, failure or dialog', () => {
    const actor = createActor(machine.provide({ actors: { chatContacts: fromPromise(() => new Promise(() => {})) as never } }), { input }).start();
    const s = actor.getSnapshot();
    actor.stop();
    expect(s.matches({ figures: 'loading', products: 'loading', requests: 'loading', dialog: 'closed' })).toBe(true);
    expect(s.context).toEqual({
      ...input, figures: null, figuresError: null, products: [], productsCursor: null, page: 0, productsError: null,
      requests: [], requestsError: null, dialogSlug: null, dialogRow: null,
    });
    expect([selectTableStatus(s), selectPageRows(s), selectDialog(s)]).toEqual(['loading', [], null]);
    expect(selectPager(s)).toMatchObject({ canPrevious: false, canNext: false });
  });

  it('a failing card leaves the others as they were, and its retry brings it back', async () => {
    let figuresFail = true;
    const actor = createActor(machine.provide({
      actors: {
        loadFigures: fromPromise<OverviewReply>(async () => { if (figuresFail) throw httpError(500); return figures; }),
        loadProducts: fromPromise<ProductListReply, { sellerId: number; q: string; cursor: string | null }>(async () => firstPage),
        loadRequests: fromPromise<RequestRow[]>(async () => { throw networkError(); }),
        chatContacts: fromPromise(() => new Promise(() => {})) as never,
      },
    }), { input }).start();
    await waitFor(actor, (s) => s.matches({ figures: 'failed', products: { shown: 'idle' }, requests: 'failed' }));
    expect(actor.getSnapshot().context.products).toEqual(firstPage.data);
    figuresFail = false;
    actor.send({ type: 'FIGURES_RETRIED' });
    await waitFor(actor, (s) => s.matches({ figures: 'shown' }));
    expect(actor.getSnapshot().matches({ products: { shown: 'idle' }, requests: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.figures).toEqual(figures);
  });
});
