import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '../../src/api/schemas/common';
import { ProductDetails, ProductEditBody, ProductListQuery, ProductListReply, ProductIdParams, ProductRow, ProductSlugParams } from '../../src/api/schemas/products';
import { jsonText } from '../http/json-text';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { productBySlug } from '../services/products/details';
import { countView, deleteProduct, editProduct } from '../services/products/edit';
import { listProducts } from '../services/products/list';
import { listTag } from '../services/products/list-etag';
import { isMemberOf } from '../services/products/access';
import { notFound } from '../http/errors';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../src/domain/limits';
import type { UploadLimit } from '../http/body-limit';
import { withForm } from '../http/multipart-form';
import { createProduct } from '../services/products/create';
import { bearer, errors, json } from './schemas';

const common = { tags: ['products'], security: bearer };

const listRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listSellerProducts', method: 'get', path: '/products/{sellerId}/sellers',
  summary: "One keyset page of the company's products, newest first (filters: path, usersIds, isActive, q)",
  request: { params: idParams('sellerId'), query: ProductListQuery },
  responses: {
    200: json(ProductListReply, 'A page; pass nextCursor back as cursor. ETag (weak) and Cache-Control: private, no-cache'),
    304: { description: "Not modified: the request's If-None-Match holds this caller's tag of the unchanged page" },
    401: errors[401], 404: errors[404], 422: errors[422],
  },
});

const detailsRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'getProduct', method: 'get', path: '/products/{product}',
  summary: 'A product in full (company and its employees only; 404 for anyone else)',
  request: { params: ProductSlugParams },
  responses: { 200: json(ProductDetails, 'The product'), 401: errors[401], 404: errors[404] },
});

const editRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'editProduct', method: 'put', path: '/products/{product}',
  summary: 'Edit name, category, price (fils) and status; also POST with _method PUT',
  request: { params: ProductIdParams, body: { required: true, content: { 'application/json': { schema: ProductEditBody } } } },
  responses: {
    200: json(ProductRow, 'The updated list row'), 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422],
  },
});

const deleteRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'deleteProduct', method: 'delete', path: '/products/{product}',
  summary: 'Soft delete (hidden from the list and details); also POST with _method DELETE',
  request: { params: ProductIdParams },
  responses: { 204: { description: 'Deleted' }, 401: errors[401], 403: errors[403], 404: errors[404] },
});

const viewRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'countProductView', method: 'post', path: '/products/{product}/views',
  summary: "Count one view per viewer per product per day (not the company's own people; 404 when hidden from the caller)",
  request: { params: ProductSlugParams },
  responses: { 204: { description: 'Counted' }, 401: errors[401], 404: errors[404] },
});

// The multipart form as sent (documented here; services/products/create.ts parses and validates it
// with the shared schema of src/api/schemas/product-create.ts).
const ProductCreateForm = z.object({
  path: z.string().openapi({ description: 'JSON: category slugs from the root to a leaf, e.g. ["vehicles","cars","suv"]' }),
  name: z.string(),
  price: z.string().openapi({ description: 'Integer fils, more than 0' }),
  attributes: z.string().optional().openapi({ description: 'JSON: [{id, value}], value a string or, for multiOptions, a string list' }),
  sellType: z.enum(['sell', 'barter', 'sell/barter']),
  description: z.string().optional().openapi({ description: 'HTML; sanitised' }),
  barter: z.string().optional().openapi({ description: 'JSON {path, attributes:[{id,value}]}: required, with 3+ filled attributes, unless sellType is sell' }),
  images: z.array(z.string().openapi({ type: 'string', format: 'binary' })).openapi({ description: '1 to 10 PNG/JPEG files, 10 MB each; the first is the primary image' }),
});

/** Ten full-size photos, their multipart headers and the text fields (app.ts applies it before anything reads). */
export const PRODUCT_UPLOAD_LIMIT: UploadLimit = {
  method: 'POST', path: '/api/products', maxBytes: PRODUCT_IMAGES_MAX * PRODUCT_IMAGE_MAX_BYTES + 1024 * 1024, messageKey: 'wizard.image-too-large',
};

export const productRoutes = newRouter();

productRoutes.openAPIRegistry.registerPath({
  operationId: 'createProduct', method: 'post', path: '/products', tags: ['products'], security: bearer,
  summary: "Create a product (the wizard's save): the caller becomes its first seller, in the caller's company",
  request: { body: { required: true, content: { 'multipart/form-data': { schema: ProductCreateForm } } } },
  responses: { 201: json(ProductDetails, 'The new product'), 401: errors[401], 403: errors[403], 413: errors[413], 422: errors[422] },
});

productRoutes.post(
  '/products',
  requireUser,
  async (c) => {
    const { db, storage, clock } = c.get('deps');
    return c.json(await withForm(c.req, { all: true }, (form) => createProduct({ db, storage }, currentUser(c), form, clock.now())), 201);
  },
);

productRoutes
  .openapi(listRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const user = currentUser(c);
    const sellerId = Number(c.req.valid('param').sellerId);
    const now = clock.now();
    // Outsiders get their 404 before any tag is looked at.
    if (!isMemberOf(user, sellerId)) throw notFound();
    // A repeat read of an unchanged page: 304 without the page's query (list-etag.ts). The browser
    // revalidates every time (no-cache) and keeps the page for this caller only (private).
    const search = new URL(c.req.url).search;
    const tag = await listTag(db, user, sellerId, search, c.req.header('if-none-match'), now);
    const headers = { etag: tag.etag, 'cache-control': 'private, no-cache' };
    if (tag.notModified) return c.body(null, 304, headers) as never;
    const reply = await listProducts(db, user, sellerId, c.req.valid('query'), now);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    // Already ProductListReply's JSON (built by PostgreSQL): sent as it is.
    return jsonText<ProductListReply>(c, reply);
  })
  .openapi(detailsRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await productBySlug(db, currentUser(c), c.req.valid('param').product, clock.now()), 200);
  })
  .openapi(editRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await editProduct(db, currentUser(c), Number(c.req.valid('param').product), c.req.valid('json'), clock.now()), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { db, clock } = c.get('deps');
    await deleteProduct(db, currentUser(c), Number(c.req.valid('param').product), clock.now());
    return c.body(null, 204);
  })
  .openapi(viewRoute, async (c) => {
    const { db, clock } = c.get('deps');
    await countView(db, currentUser(c), c.req.valid('param').product, clock.now());
    return c.body(null, 204);
  });
