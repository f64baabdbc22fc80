// @vitest-environment jsdom
import type { VirtualItem } from '@tanstack/react-virtual';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowsInViewFirst } from './rows-in-view-first';
import { ROWS_PER_PASS, useRowsInFull } from './use-rows-in-full';

const keysFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => `row-${first + i}`);

function rowsInFull(keys: string[], position: () => number) {
  const hook = renderHook((props: { keys: string[] }) => useRowsInFull(props.keys, position), { initialProps: { keys } });
  const fullOf = (list: string[]) => list.filter((key) => hook.result.current(key));
  return { fullOf, rerender: hook.rerender };
}

const frames = (count: number) => act(async () => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
});

describe('useRowsInFull', () => {
  it('builds at most ROWS_PER_PASS new rows in a pass, in the order given, and fills in the rest once the box is still', async () => {
    const keys = keysFrom(0, 16);
    const table = rowsInFull(keys, () => 0);
    expect(table.fullOf(keys)).toEqual(keys.slice(0, ROWS_PER_PASS));
    await waitFor(() => expect(table.fullOf(keys)).toEqual(keys));
  });

  it('keeps the rows already built and builds a short step\'s new rows at once', async () => {
    const keys = keysFrom(0, 10);
    const table = rowsInFull(keys, () => 0);
    await waitFor(() => expect(table.fullOf(keys)).toEqual(keys));
    const stepped = keysFrom(4, 10);
    table.rerender({ keys: stepped });
    expect(table.fullOf(stepped)).toEqual(stepped);
  });

  it('fills nothing in while the box moves fast, and fills in while it moves slowly', async () => {
    let offset = 0;
    let step = 64;
    const keys = keysFrom(0, 16);
    const table = rowsInFull(keys, () => (offset += step));
    await frames(6);
    expect(table.fullOf(keys)).toHaveLength(ROWS_PER_PASS);
    step = 8;
    await waitFor(() => expect(table.fullOf(keys)).toEqual(keys));
  });
});

describe('rowsInViewFirst', () => {
  const item = (index: number): VirtualItem => ({ key: index, index, start: index * 64, end: (index + 1) * 64, size: 64, lane: 0 });
  const rows = Array.from({ length: 20 }, (_, i) => ({ id: `row-${i}` }));

  it('puts the rows inside the box\'s view before the overscan above and below it', () => {
    const items = [3, 4, 5, 6, 7, 8, 9, 10, 11].map(item);
    // The view shows 400 px from 384 px: rows 6 to 12 cover it, so 6–11 of these.
    expect(rowsInViewFirst(items, 384, 400, rows)).toEqual(['row-6', 'row-7', 'row-8', 'row-9', 'row-10', 'row-11', 'row-3', 'row-4', 'row-5']);
  });
});
