import { useEffect, useRef } from 'react';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
// How long after a close a vanished opener still counts: the list may reload after a Save or a decision.
const WATCH_MS = 5_000;

const lost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * The opener itself while it is still there (focus fell to <body> before Headless UI gave it back: its
 * neighbour in the toolbar is no home); else its nearest surviving ancestor with something tabbable in
 * it (its row), else the table or the screen's title.
 */
function homeFor(chain: Element[]): HTMLElement | null {
  const [opener] = chain;
  if (opener instanceof HTMLElement && opener.isConnected && opener.matches(TABBABLE)) return opener;
  for (const el of chain) {
    if (!el.isConnected) continue;
    if (el.matches('[role="table"], main, section')) break;
    const inside = el.querySelector<HTMLElement>(TABBABLE);
    if (inside) return inside;
  }
  const table = chain.find((el) => el.isConnected && el.matches('[role="table"]')) as HTMLElement | undefined;
  return table ?? document.querySelector<HTMLElement>('main h1, h1');
}

let rescuing = false;

function focusHome(chain: Element[]) {
  const home = homeFor(chain);
  if (!home) return;
  // A table or a heading is not tabbable by itself: it takes focus from a script only.
  if (!home.matches(TABBABLE) && !home.hasAttribute('tabindex')) home.setAttribute('tabindex', '-1');
  rescuing = true;
  try { home.focus(); } finally { rescuing = false; }
}

/**
 * When a dialog closes, Headless UI gives focus back to the element that opened it. If that element
 * is gone (the row's Accept button became 'Accepted', a deleted row), or goes away soon after (the list
 * reloads), focus would fall to <body>: this puts it on the opener's row, the table or the title instead.
 */
function watchAfterClose(opener: Element[]) {
  const check = () => { if (lost()) focusHome(opener); };
  // Once the user puts focus somewhere else, the watch ends; a rescued row may still lose its button.
  const stop = () => { observer.disconnect(); clearTimeout(timer); document.removeEventListener('focusin', onFocusIn); };
  const onFocusIn = (e: FocusEvent) => { if (!rescuing && e.target !== opener[0]) stop(); };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  const timer = setTimeout(stop, WATCH_MS);
  document.addEventListener('focusin', onFocusIn);
  requestAnimationFrame(check);
}

/**
 * When a dialog closes, Headless UI gives focus back to the element that opened it. If that element
 * is gone (the row's Accept button became 'Accepted', a deleted row), or goes away soon after (the list
 * reloads), focus would fall to <body>: this puts it on the opener's row, the table or the title instead.
 * Closing covers both `open` turning false and the dialog unmounting while open.
 */
export function useFocusRescue(open: boolean) {
  const chain = useRef<Element[]>([]);
  const wasOpen = useRef(false);
  // Read while rendering the opening: by the time effects run, the dialog has taken the focus.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const chainOf: Element[] = [];
    for (let el = document.activeElement; el && el !== document.body; el = el.parentElement) chainOf.push(el);
    chain.current = chainOf;
  }
  wasOpen.current = open;
  useEffect(() => {
    if (!open) return undefined;
    const opener = chain.current;
    // The watch outlives the dialog: it ends by itself.
    return () => { if (opener.length > 0) watchAfterClose(opener); };
  }, [open]);
}
