import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AttributeOptionsReply } from '../../api/schemas/categories';
import { assertModel } from '../test/model';
import { attributeOptionsMachine } from './attribute-options.machine';
import { attributeOptionsModel, page } from './attribute-options.model';

describe('attribute options machine (model-based)', () => {
  it('visits every state and takes every transition', () => {
    type Snap = SnapshotFrom<typeof attributeOptionsMachine>;
    // The colour swatches' '+' shows whenever a next page is known, in any state: none before a page said so.
    const noMoreBeforeAPage = (s: Snap) => { if (s.context.options.length === 0) expect(s.context.nextPage).toBeNull(); };
    assertModel({
      ...attributeOptionsModel,
      states: {
        waiting: (s) => {
          expect(s.context.attributeId).toBe(3);
          noMoreBeforeAPage(s);
        },
        loading: (s) => {
          expect(s.context.attributeId).toBe(3);
          noMoreBeforeAPage(s);
        },
        ready: (s) => expect(s.context.options.length).toBeGreaterThan(0),
        loadingMore: (s) => expect(s.context.nextPage).not.toBeNull(),
        failed: (s) => {
          expect(s.context.attributeId).toBe(3);
          noMoreBeforeAPage(s);
        },
      },
    });
  });
});

describe('attribute options machine (behaviour)', () => {
  it('loads 15 a page, searches 500 ms after the last keystroke, appends the next page', async () => {
    vi.useFakeTimers();
    const calls: unknown[] = [];
    const actor = createActor(attributeOptionsMachine.provide({
      actors: {
        fetchOptionsPage: fromPromise<AttributeOptionsReply, { attributeId: number; page: number; q: string }>(async ({ input }) => {
          calls.push(input);
          return input.page === 1 ? page(1, 2) : page(16, null);
        }),
      },
    }), { input: { attributeId: 3 } }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'QUERY_CHANGED', q: 'to' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'QUERY_CHANGED', q: 'toy' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'MORE_REQUESTED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ attributeId: 3, page: 1, q: '' }, { attributeId: 3, page: 1, q: 'toy' }, { attributeId: 3, page: 2, q: 'toy' }]);
    expect(actor.getSnapshot().context.options).toHaveLength(30);
    vi.useRealTimers();
  });
});
