// Whether this browser opens the Flows page (/flows): off until turned on here with /flows?flows=on (kept in
// local storage; ?flows=off turns it off). Sellers never meet it by default; it only reads the charts the
// code ships and the events of this browser's own tabs, and never changes data.
const KEY = 'souqdesk.flows';

/** Applies `?flows=on|off` when the address is the Flows page's, then reads the flag. */
export function flowsPageOn(where: Pick<Location, 'pathname' | 'search'> = location): boolean {
  try {
    const asked = where.pathname === '/flows' ? new URLSearchParams(where.search).get('flows') : null;
    if (asked === 'on') localStorage.setItem(KEY, 'on');
    if (asked === 'off') localStorage.removeItem(KEY);
    return localStorage.getItem(KEY) === 'on';
  } catch {
    // No storage (private mode, tests): the page stays off.
    return false;
  }
}
