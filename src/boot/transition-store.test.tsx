// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inUsersInput, useSyncExternalStore, useSyncExternalStoreWithSelector } from './transition-store';

beforeAll(() => {
  // The test watches when React renders on its own, outside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const microtask = () => Promise.resolve();

describe('useSyncExternalStore (a machine as a view hears it)', () => {
  it('renders a change made outside the user’s input in a transition, after the task it was made in', async () => {
    const store = createStore(1);
    const Shown = () => <output>{useSyncExternalStore(store.subscribe, store.get)}</output>;
    render(<Shown />);
    expect(screen.getByRole('status').textContent).toBe('1');
    store.set(2);
    // React's own hook renders this at the end of the task (a microtask); a transition waits for React's scheduler.
    await microtask();
    expect(screen.getByRole('status').textContent).toBe('1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2'));
  });

  it('renders a change made while the user’s click is dispatched at once, in the same task', async () => {
    const store = createStore(1);
    const Shown = () => <output>{useSyncExternalStore(store.subscribe, store.get)}</output>;
    render(<Shown />);
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('click', () => store.set(3));
    button.click();
    await microtask();
    expect(screen.getByRole('status').textContent).toBe('3');
    button.remove();
  });

  it('shows a change made between the first render and the subscription', async () => {
    const store = createStore('first');
    const Shown = () => <output>{useSyncExternalStore(store.subscribe, store.get)}</output>;
    // A sibling's layout effect runs after the render and before any passive effect subscribes.
    function ChangesBeforeSubscribe() {
      useLayoutEffect(() => store.set('second'), []);
      return null;
    }
    render(<><Shown /><ChangesBeforeSubscribe /></>);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('second'));
  });
});

describe('useSyncExternalStoreWithSelector', () => {
  it('renders nothing when the selection is unchanged, and the new selection when it changes', async () => {
    const store = createStore({ count: 1, other: 'a' });
    let renders = 0;
    const selectCount = (s: { count: number }) => s.count;
    function Count() {
      renders += 1;
      return <output>{useSyncExternalStoreWithSelector(store.subscribe, store.get, undefined, selectCount)}</output>;
    }
    render(<Count />);
    const before = renders;
    store.set({ count: 1, other: 'b' });
    await new Promise((r) => setTimeout(r, 20));
    expect(renders).toBe(before);
    store.set({ count: 2, other: 'b' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2'));
  });

  it('keeps the last selection when the comparison says it is equal', async () => {
    const store = createStore({ ids: [1, 2] });
    const seen: number[][] = [];
    const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
    function Ids() {
      const ids = useSyncExternalStoreWithSelector(store.subscribe, store.get, undefined, (s) => s.ids.slice(), sameIds);
      seen.push(ids);
      return <output>{ids.join(',')}</output>;
    }
    render(<Ids />);
    store.set({ ids: [1, 2] });
    store.set({ ids: [1, 2, 3] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1,2,3'));
    const twoIds = seen.filter((ids) => ids.length === 2);
    expect(new Set(twoIds).size).toBe(1);
  });
});

describe('inUsersInput', () => {
  it('counts pointers, keys, focus and form events as the user’s, and replies, timers and messages not', () => {
    expect(inUsersInput(new MouseEvent('click'))).toBe(true);
    expect(inUsersInput(new KeyboardEvent('keydown'))).toBe(true);
    expect(inUsersInput(new FocusEvent('focusin'))).toBe(true);
    expect(inUsersInput(new Event('input'))).toBe(true);
    expect(inUsersInput(new Event('change'))).toBe(true);
    expect(inUsersInput(new Event('submit'))).toBe(true);
    expect(inUsersInput(undefined)).toBe(false);
    expect(inUsersInput(new MessageEvent('message'))).toBe(false);
    expect(inUsersInput(new Event('load'))).toBe(false);
    expect(inUsersInput(new Event('visibilitychange'))).toBe(false);
  });
});
