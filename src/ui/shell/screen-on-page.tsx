// The moment a signed-in screen is on the page: the shell waits for it to load its top bar's menus.
import { createContext, useContext, useEffect } from 'react';

/** Provided by the shell around its screen; outside the shell nobody listens. */
export const ScreenOnPageContext = createContext<(() => void) | null>(null);

/**
 * Rendered beside the screen under the screen's Suspense boundary: committed (and so telling the
 * shell) only once the screen itself is, not while its chunk is still on its way.
 */
export function ScreenCommitted() {
  const onPage = useContext(ScreenOnPageContext);
  useEffect(() => onPage?.(), [onPage]);
  return null;
}
