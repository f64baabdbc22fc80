import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (the prerendered /login) and while it hydrates that markup,
 * true from then on, and true at once in a tree rendered only in the browser. Controls that do nothing
 * without JavaScript (a submit that would send the form as a GET, the language switch) stay disabled
 * until it is true, so neither a seller nor a test clicks into a page that cannot answer yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
