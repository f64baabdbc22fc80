// How a view hears its machines (vite.config.ts points @xstate/react's store hooks here; Headless UI
// keeps React's own). React's useSyncExternalStore renders every change of a store at once and in one
// piece, whatever caused it; on a phone, a reply's arrival re-rendered a whole screen in one long task.
// Here a change made while the page dispatches the user's own input (a click, a key, typing) still
// renders at once, so a field shows what was typed; a change made by anything else (a reply, a timer,
// a live event) renders in a transition, which React cuts into slices of a few milliseconds.
// Built as React's own hook for the React versions without it (a state to force a render, checked at
// commit and at subscribe); what it gives up is a guarantee against tearing within one render.
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

type Subscribe = (onStoreChange: () => void) => () => void;

/** Form events a script (a test driver, a password manager) may dispatch as plain `Event`s. */
const FORM_EVENTS = new Set(['input', 'beforeinput', 'change', 'submit', 'reset', 'select', 'paste', 'cut', 'copy', 'invalid']);

/** Whether the page is dispatching an input of the user's now: a pointer, a key, focus, typing, a form's submit. */
export function inUsersInput(event: Event | undefined = globalThis.window?.event): boolean {
  return event !== undefined && (event instanceof UIEvent || FORM_EVENTS.has(event.type));
}

function renderSoon(render: () => void) {
  if (inUsersInput()) render();
  else startTransition(render);
}

type Instance<T> = { value: T; getSnapshot: () => T };

function changed<T>(inst: Instance<T>): boolean {
  try {
    return !Object.is(inst.value, inst.getSnapshot());
  } catch {
    return true; // The render reads it again and throws where React can show the failure.
  }
}

export function useSyncExternalStore<T>(subscribe: Subscribe, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ inst }, forceRender] = useState(() => ({ inst: { value, getSnapshot } as Instance<T> }));
  // At commit: what this render read is what the store holds now, or another render follows at once.
  useLayoutEffect(() => {
    inst.value = value;
    inst.getSnapshot = getSnapshot;
    if (changed(inst)) forceRender({ inst });
  }, [subscribe, value, getSnapshot]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const check = () => {
      if (changed(inst)) renderSoon(() => forceRender({ inst }));
    };
    check(); // A change between the render and this subscription.
    return subscribe(check);
  }, [subscribe]); // eslint-disable-line react-hooks/exhaustive-deps
  return value;
}

/**
 * The selector form @xstate/react's useSelector calls: the selection is kept per snapshot, and a
 * selection equal to the last one is the last one, so an unrelated change renders nothing.
 */
export function useSyncExternalStoreWithSelector<S, T>(
  subscribe: Subscribe,
  getSnapshot: () => S,
  _getServerSnapshot: unknown,
  selector: (snapshot: S) => T,
  isEqual?: (a: T, b: T) => boolean,
): T {
  const shown = useRef<{ value: T } | null>(null);
  const getSelection = useMemo(() => {
    let memo: { snapshot: S; selection: T } | null = null;
    return () => {
      const snapshot = getSnapshot();
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const selection = selector(snapshot);
      const last = memo ?? (shown.current && { selection: shown.current.value });
      const kept = last && isEqual?.(last.selection, selection) ? last.selection : selection;
      memo = { snapshot, selection: kept };
      return kept;
    };
  }, [getSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection);
  useEffect(() => {
    shown.current = { value };
  }, [value]);
  return value;
}
