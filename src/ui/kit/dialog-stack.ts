// Which dialog is on top, by the views' own `open`: Escape and browser Back close that one.
// Headless UI kept a dialog on top of its own stack until its leave transition had ended, so after a
// nested dialog closed (a confirmation, the discard question) it took the Escape meant for the dialog
// under it and dropped it. Dialogs no longer have a leave transition (index.css), and this stack keeps
// the order by `open` alone: a dialog leaves it in the commit where `open` turns false, and Escape goes
// to the top open dialog before Headless UI's listener sees it.
import { useLayoutEffect, useRef } from 'react';

export type OpenDialog = { requestClose: () => void };

/** The open dialogs, in the order they opened (the last is on top). */
export const openDialogs: OpenDialog[] = [];
const listeners = new Set<(opened: boolean) => void>();

/**
 * Called after each change of `openDialogs` (several may come in one commit), with `opened` when a
 * dialog came. A commit's closings all come before its openings (React runs the cleanups first).
 */
export function onDialogsChanged(listener: (opened: boolean) => void) {
  listeners.add(listener);
}

const changed = (opened: boolean) => listeners.forEach((listener) => listener(opened));

function onKeyDown(e: KeyboardEvent) {
  // A listbox, combobox or popover inside the dialog that closed itself on Escape has prevented it
  // (or stopped it before it got here), as Headless UI's own dialogs expect.
  if (e.key !== 'Escape' || e.defaultPrevented || e.isComposing) return;
  const top = openDialogs.at(-1);
  if (!top) return;
  // Prevented: Headless UI's listener on the window then leaves it alone, the closing dialog's too.
  e.preventDefault();
  top.requestClose();
}

// On the document, bubbling: after the widgets inside a dialog, before Headless UI's listener on the window.
if (typeof document !== 'undefined') document.addEventListener('keydown', onKeyDown);

/**
 * Puts an open dialog on the stack: Escape (and Back, see use-dialog-history) call `onClose`. A layout
 * effect, so the dialog is on the stack (and has its history entry) before the browser paints it.
 */
export function useDialogLayer(isOpen: boolean, onClose: () => void) {
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const dialog: OpenDialog = { requestClose: () => latest.current() };
    openDialogs.push(dialog);
    changed(true);
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      changed(false);
    };
  }, [isOpen]);
}
