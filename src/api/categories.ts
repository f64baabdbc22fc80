// Typed calls of the categories resource (server/routes/categories.ts). The reply schemas (and zod)
// load with the first call, not with the screen (ReplySchema in ./client).
import { apiCall } from './client';
import type { AttributeOptionsReply, CategoryAttribute, CategoryNode } from './schemas/categories';

const schemas = () => import('./schemas/categories');

/** The whole tree (small); silent: without it the category filter is just unavailable. */
export function fetchCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  return apiCall('/categories', () => schemas().then((m) => m.CategoryTreeReply), { silent: true, signal }).then((reply) => reply.data);
}

/** The attributes of a leaf category, in the wizard's order; silent: the wizard shows a retry. */
export function fetchCategoryAttributes(categoryId: number, signal?: AbortSignal): Promise<CategoryAttribute[]> {
  return apiCall(`/categories/${categoryId}/attributes`, () => schemas().then((m) => m.CategoryAttributesReply), { silent: true, signal }).then((reply) => reply.data);
}

/** One page (15) of an attribute's options, searched with q. */
export function fetchAttributeOptions(attributeId: number, page: number, q: string, signal?: AbortSignal): Promise<AttributeOptionsReply> {
  const query = { page: String(page), ...(q.trim() ? { q: q.trim() } : {}) };
  return apiCall(`/attributes/${attributeId}/options`, () => schemas().then((m) => m.AttributeOptionsReply), { query, silent: true, signal });
}
