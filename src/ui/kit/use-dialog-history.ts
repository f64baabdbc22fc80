// Browser Back closes the top dialog, not the page (issue 11). Each open dialog of the kit owns one
// history entry with the same URL, pushed when it opens; Back (popstate) asks the dialogs whose
// entries were left to close (a dialog with unsaved work asks first, and gets its entry back if the
// seller keeps editing); a dialog closed by its own buttons takes its entry away (history.go), so Back
// afterwards leaves the page as usual. Entries are marked with this document's id: after a reload, or
// when the app navigated away while a dialog was open, nothing goes back twice.
import { useEffect, useRef } from 'react';

type Open = { requestClose: () => void };
type Mark = { doc: string; depth: number };

const KEY = 'souqdeskDialog';
/** Entries pushed by this document (a reload starts another). */
const DOC = Math.random().toString(36).slice(2);
/** The open dialogs, in the order they opened; dialog n (from 1) owns the entry of depth n. */
const open: Open[] = [];
/** Callbacks waiting until the history matches the open dialogs (see afterDialogHistory). */
const waiting: Array<() => void> = [];
let queued = false;
/** Our own history.go is on its way (its popstate is not the seller's Back). */
let traversing = false;
/** The seller went back: the dialogs asked to close have not answered yet. */
let settling = false;

const depth = (): number => {
  const mark = (history.state as Record<string, unknown> | null)?.[KEY] as Mark | undefined;
  return mark?.doc === DOC ? mark.depth : 0;
};

/** Makes the entries match the open dialogs: drop those of closed dialogs, push those of new ones. */
function reconcile() {
  queued = false;
  if (traversing || settling) return;
  const current = depth();
  if (current > open.length) {
    traversing = true;
    history.go(open.length - current);
    return;
  }
  for (let n = current + 1; n <= open.length; n++) {
    history.pushState({ ...(history.state as object | null), [KEY]: { doc: DOC, depth: n } satisfies Mark }, '', window.location.href);
  }
  for (const callback of waiting.splice(0)) callback();
}

function schedule() {
  if (queued) return;
  queued = true;
  queueMicrotask(reconcile);
}

function onPopState() {
  if (traversing) {
    traversing = false;
    schedule();
    return;
  }
  // Back past the entries of some dialogs: ask each, the top one first, to close.
  const current = depth();
  settling = true;
  for (const dialog of open.slice(current).reverse()) dialog.requestClose();
  // Once the views have answered (closed, or stayed open to ask), the entries are set right again.
  setTimeout(() => {
    settling = false;
    schedule();
  }, 0);
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/**
 * Runs `callback` once the entries of dialogs that closed are gone, e.g. a URL rewrite that must land
 * on the page's own entry, not on a dialog's.
 */
export function afterDialogHistory(callback: () => void) {
  waiting.push(callback);
  schedule();
}

/** Gives an open dialog its history entry; Back calls `onClose` (the same close as Escape). */
export function useDialogHistory(isOpen: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!isOpen) return;
    const dialog: Open = { requestClose: () => latest.current() };
    open.push(dialog);
    schedule();
    return () => {
      open.splice(open.indexOf(dialog), 1);
      schedule();
    };
  }, [isOpen]);
}
