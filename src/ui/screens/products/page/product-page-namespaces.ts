// The locale namespaces the product page's first render speaks (its route declares them):
// its own and the product dialogs' (facts, photos, attributes, barter wish, edit and delete).
export const PRODUCT_PAGE_NAMESPACES = ['product-page', 'product-dialogs'];
