// The locale namespaces the /user/{id} page's first render speaks (its route declares them).
export const USER_NAMESPACES = ['user'];
