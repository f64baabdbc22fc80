import type { KeyboardEvent } from 'react';

/**
 * For a Headless UI listbox button: Enter opens the list, as Space and the arrows do. Headless UI hands
 * Enter to the enclosing form instead (and outside a form it does nothing), so a keyboard user pressing
 * the key every other button answers to got no list (WAI-ARIA's select-only combobox opens on Enter).
 */
export function openOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.click();
}
