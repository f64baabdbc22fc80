// Typed calls of a buyer's favourite products (server/routes/favorites.ts). Silent: the
// screen that offers the favourite words its own failure.
import { apiCall } from './client';
import { FavoriteReply } from './schemas/favorites';

/** Adds the product to the buyer's favourites (its sellers are told the first time). */
export const favoriteProduct = (slug: string, signal?: AbortSignal) =>
  apiCall(`/products/${encodeURIComponent(slug)}/favorite`, FavoriteReply, { method: 'POST', signal, silent: true });

/** Removes it (the spec's POST with _method DELETE). */
export const unfavoriteProduct = (slug: string, signal?: AbortSignal) =>
  apiCall(`/products/${encodeURIComponent(slug)}/favorite`, FavoriteReply, { method: 'POST', body: { _method: 'DELETE' }, signal, silent: true });
