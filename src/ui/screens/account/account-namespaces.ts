// The locale namespaces the account screen's first render speaks (its route declares them; issue 15).
// 'company': the company section (the default one of a company user) and its map.
export const ACCOUNT_NAMESPACES = ['account', 'company'];
