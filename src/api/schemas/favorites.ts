import { z } from 'zod';

/** POST /api/products/{product}/favorite (a buyer's favourite; DELETE or _method DELETE to remove). */
export const FavoriteReply = z.object({ isFavorite: z.boolean(), favoritesCount: z.number().int() });
export type FavoriteReply = z.infer<typeof FavoriteReply>;
