// A buyer's favourite products (the favourite notification, type 5).
import { createRoute } from '@hono/zod-openapi';
import { FavoriteReply } from '../../src/api/schemas/favorites';
import { ProductSlugParams } from '../../src/api/schemas/products';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { addFavorite, removeFavorite } from '../services/products/favorites';
import { bearer, errors, json } from './schemas';

const favoriteRoute = (method: 'post' | 'delete') => createRoute({
  tags: ['products'], security: bearer, middleware: [requireUser] as const,
  operationId: method === 'post' ? 'addFavoriteProduct' : 'removeFavoriteProduct', method, path: '/products/{product}/favorite',
  summary: method === 'post'
    ? "A buyer adds the product to their favourites (the first time notifies its sellers, type 5); idempotent"
    : 'A buyer removes the product from their favourites (also POST with _method DELETE); idempotent',
  request: { params: ProductSlugParams },
  responses: { 200: json(FavoriteReply, 'Favourite or not'), 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

export const favoriteRoutes = newRouter()
  .openapi(favoriteRoute('post'), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await addFavorite(db, currentUser(c), c.req.valid('param').product, clock.now()), 200);
  })
  .openapi(favoriteRoute('delete'), async (c) => c.json(await removeFavorite(c.get('deps').db, currentUser(c), c.req.valid('param').product), 200));
