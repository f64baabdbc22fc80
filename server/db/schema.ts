// The whole database schema. Each area keeps its tables in its own file under tables/;
// later areas (products, requests, chats) add a file there and a line here.
export * from './tables/accounts';
export * from './tables/throttles';
export * from './tables/join-requests';
export * from './tables/catalog';
export * from './tables/products';
export * from './tables/requests';
export * from './tables/chats';
export * from './tables/notifications';
export * from './tables/exports';
export * from './tables/product-views';
export * from './tables/company-views';
export * from './tables/seed-markers';
export * from './tables/memberships';
export * from './tables/orders';
export * from './tables/sandbox-payments';
export * from './tables/live-events';
export * from './tables/promotions';
