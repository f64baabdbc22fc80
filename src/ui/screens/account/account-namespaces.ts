// The locale namespaces the account screen's first render speaks (its route declares them; issue 15).
export const ACCOUNT_NAMESPACES = ['account'];
