// The locale namespaces the account screen's first render speaks (its route declares them).
// 'company': the company section (the default one of a company user) and its map; 'user': the
// followers and following counts above the sections; 'countries': the account form's country names.
export const ACCOUNT_NAMESPACES = ['account', 'company', 'user', 'countries'];
