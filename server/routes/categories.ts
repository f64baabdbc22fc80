import { createRoute } from '@hono/zod-openapi';
import { idParams } from '../../src/api/schemas/common';
import { AttributeOptionsQuery, AttributeOptionsReply, CategoryAttributesReply, CategoryTreeReply } from '../../src/api/schemas/categories';
import { requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { attributeOptionsPage, attributesOfCategory, categoryTree } from '../services/categories';
import { bearer, errors, json } from './schemas';

const common = { tags: ['categories'], security: bearer };
const numericId = idParams('id');

const treeRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'getCategoryTree', method: 'get', path: '/categories',
  summary: 'The whole category tree with names in English and Arabic (the client picks by locale)',
  responses: { 200: json(CategoryTreeReply, 'Roots with their children'), 401: errors[401] },
});

const attributesRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listCategoryAttributes', method: 'get', path: '/categories/{id}/attributes',
  summary: 'Attributes of a (leaf) category; options come page by page from /attributes/{id}/options',
  request: { params: numericId },
  responses: { 200: json(CategoryAttributesReply, 'Attributes'), 401: errors[401], 404: errors[404] },
});

const optionsRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listAttributeOptions', method: 'get', path: '/attributes/{id}/options',
  summary: 'Options of an attribute, 15 a page, searched in English and Arabic with q',
  request: { params: numericId, query: AttributeOptionsQuery },
  responses: { 200: json(AttributeOptionsReply, 'A page; nextPage null on the last'), 401: errors[401], 404: errors[404], 422: errors[422] },
});

export const categoryRoutes = newRouter()
  .openapi(treeRoute, async (c) => c.json({ data: await categoryTree(c.get('deps').db) }, 200))
  .openapi(attributesRoute, async (c) => {
    return c.json({ data: await attributesOfCategory(c.get('deps').db, Number(c.req.valid('param').id)) }, 200);
  })
  .openapi(optionsRoute, async (c) => {
    const { page, q } = c.req.valid('query');
    const reply = await attributeOptionsPage(c.get('deps').db, Number(c.req.valid('param').id), Number(page ?? 1), q ?? '');
    return c.json(reply, 200);
  });
