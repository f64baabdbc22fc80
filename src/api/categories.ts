// Typed calls of the categories resource (server/routes/categories.ts).
import { apiCall } from './client';
import { CategoryTreeReply, type CategoryNode } from './schemas/categories';

/** The whole tree (small); silent: without it the category filter is just unavailable. */
export function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  return apiCall('/categories', CategoryTreeReply, { silent: true, signal }).then((reply) => reply.data);
}
