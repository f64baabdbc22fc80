// Browser Back closes the top dialog, not the page. Each open dialog of the kit owns one
// history entry with the same URL, pushed when it opens; Back (popstate) asks the dialogs whose
// entries were left to close (a dialog with unsaved work asks first, and gets its entry back if the
// seller keeps editing); a dialog closed by its own buttons takes its entry away (history.go), so Back
// afterwards leaves the page as usual. Entries are marked with this document's id: after a reload, or
// when the app navigated away while a dialog was open, nothing goes back twice. An entry is pushed in
// the commit that opens its dialog (a layout effect), before anything else runs or the browser paints
// it: a Back as soon as the dialog shows closes it instead of leaving the page.
import { onDialogsChanged, openDialogs as open, useDialogLayer } from './dialog-stack';

type Mark = { doc: string; depth: number };

const KEY = 'souqdeskDialog';
/** Entries pushed by this document (a reload starts another). */
const DOC = Math.random().toString(36).slice(2);
/** Callbacks waiting until the history matches the open dialogs (see afterDialogHistory). */
const waiting: Array<() => void> = [];
let queued = false;
/** Our own history.go is on its way (its popstate is not the seller's Back). */
let traversing = false;
/** The seller went back: the dialogs asked to close have not answered yet. */
let settling = false;

/** The depth of the entry the browser is on: dialog n of the stack (from 1) owns the entry of depth n. */
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
  // A dialog that stays as it is (saving) changes nothing: its entry comes back after this task.
  setTimeout(settled, 0);
}

/** The views have answered (closed, or stayed open to ask): the entries are set right again. */
function settled() {
  if (!settling) return;
  settling = false;
  schedule();
}

onDialogsChanged((opened) => {
  if (opened) {
    // Pushed right here, in the commit that shows the dialog: nothing can run before its entry exists, so
    // a Back at once closes it. A dialog opened while Back is settling (the discard question it asked
    // for) is the views' answer: the wait ends.
    settling = false;
    reconcile();
  } else if (settling) queueMicrotask(settled);
  else schedule();
});

if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/**
 * Runs `callback` once the entries of dialogs that closed are gone, e.g. a URL rewrite that must land
 * on the page's own entry, not on a dialog's.
 */
export function afterDialogHistory(callback: () => void) {
  waiting.push(callback);
  schedule();
}

/** Puts an open dialog on the kit's stack with a history entry: Escape and Back call `onClose`. */
export function useDialogHistory(isOpen: boolean, onClose: () => void) {
  useDialogLayer(isOpen, onClose);
}
