// The locale namespaces the overview's first render speaks (see products-namespaces.ts): its own, the
// table kit's and the chats' (the chats card shows the chats screen's contact rows).
export const OVERVIEW_NAMESPACES = ['overview', 'data-table', 'chats'];
