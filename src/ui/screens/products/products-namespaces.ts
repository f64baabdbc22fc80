// The locale namespaces the screen's first render speaks: its route declares them (boot loads them with
// its own when it is the page's first screen) and the screen asks for them together at its top, one
// suspension before anything is built.
export const PRODUCTS_NAMESPACES = ['products-list', 'data-table'];
