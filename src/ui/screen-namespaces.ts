// The locale namespaces a list screen's tree speaks, asked for together at the screen's top (one
// suspension, before anything is built) and, when it is the page's first screen, awaited by boot with
// its own namespaces, so the screen's first render does not suspend at all (issue 15).
export const PRODUCTS_NAMESPACES = ['products-list', 'data-table'];
export const EMPLOYEES_NAMESPACES = ['employees-screen', 'data-table'];
export const REQUESTS_NAMESPACES = ['requests', 'data-table'];

const BY_PATH: Record<string, string[]> = {
  '/products': PRODUCTS_NAMESPACES,
  '/employees': EMPLOYEES_NAMESPACES,
  '/requests': REQUESTS_NAMESPACES,
  '/profile/requests': REQUESTS_NAMESPACES,
};

/** The namespaces of the screen at `path` (an exact route path), or none known. */
export const screenNamespaces = (path: string): string[] => (Object.hasOwn(BY_PATH, path) ? BY_PATH[path] : []);
