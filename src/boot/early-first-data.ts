// What boot asks the server for before the app's part has loaded (src/api/early-replies.ts): the
// session's check on every signed-in visit, and on a product's page the product, whose first photo is
// that page's largest paint: its download starts as soon as the product's reply names it.
import { askEarly, productPath, SELF_PATH } from '../api/early-replies';
import { matchesPattern } from '../ui/route-match';

/** The product page's route (routes.tsx). */
const PRODUCT_PAGE = '/products/:slug';

export function askFirstDataEarly(pathname: string, token: string, locale: string): void {
  void askEarly(SELF_PATH, token, locale);
  if (!matchesPattern(PRODUCT_PAGE, pathname)) return;
  let slug: string;
  try {
    slug = decodeURIComponent(pathname.split('/')[2]);
  } catch {
    return; // Not an address a product has (a malformed escape): the page says so itself.
  }
  void askEarly(productPath(slug), token, locale).then(preloadFirstPhoto, () => {});
}

/** A preload of the product's first photo, as the page's <img> will ask for it (ProductImages.tsx). */
function preloadFirstPhoto(product: unknown): void {
  const url = (product as { images?: { url?: unknown }[] } | null)?.images?.[0]?.url;
  if (typeof url !== 'string' || url === '') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  document.head.append(link);
}
