import { createRoute, z } from '@hono/zod-openapi';
import { CartItem } from '../../src/api/schemas/memberships';
import { CalendarQuery, CompanyOffersReply, OffersCalendarReply, UnactiveOffersQuery } from '../../src/api/schemas/promotions';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { withForm } from '../http/multipart-form';
import { companyOffers, offersCalendar, unpaidOffers } from '../services/promotions/offers';
import { createPromo, deletePromo, updatePromo } from '../services/promotions/promo';
import { IdText, idParams } from '../../src/api/schemas/common';
import type { UploadLimit } from '../http/body-limit';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../src/domain/limits';
import { bearer, errors, json } from './schemas';

// Part 2 §7 Services and offers: the company's offers, its unpaid ones, and the boost calendar.
// Reading is open to the company and its employees.
const common = { tags: ['offers'], security: bearer, middleware: [requireUser, requireRole('company', 'employee')] };
const refusals = { 401: errors[401], 403: errors[403] };

const listRoute = createRoute({
  ...common, operationId: 'listCompanyOffers', method: 'get', path: '/offers/users',
  summary: "The company's boosts, flash sales, refreshes and promo offers (newest first); isActive is read from the dates",
  responses: { 200: json(CompanyOffersReply, 'Offers'), ...refusals },
});

const unactiveRoute = createRoute({
  ...common, operationId: 'listUnpaidOffers', method: 'get', path: '/offers/unactive',
  summary: 'Unpaid offers waiting in the cart, by service type (9: promo) and product; 204 when none',
  request: { query: UnactiveOffersQuery },
  responses: { 200: json(CompanyOffersReply, 'Unpaid offers'), 204: { description: 'None unpaid' }, ...refusals, 422: errors[422] },
});

const calendarRoute = createRoute({
  ...common, operationId: 'getOffersCalendar', method: 'get', path: '/offers/calendar',
  summary: 'The days of the range whose boost top-5 places (or flash places, serviceType=19) are all booked',
  request: { query: CalendarQuery },
  responses: { 200: json(OffersCalendarReply, 'Reserved days'), ...refusals, 422: errors[422] },
});

// The multipart form as sent (services/promotions/promo.ts validates it with PromoForm).
const PromoFormDoc = z.object({
  name: z.string(),
  productId: z.string(),
  date: z.string().openapi({ description: 'YYYY-MM-DD, today or later (Asia/Kuwait)' }),
  days: z.string().openapi({ description: 'Days the offer runs, 1 to 365' }),
  features: z.string().openapi({ description: 'JSON list of 1 to 7 feature titles' }),
  images: z.array(z.string().openapi({ type: 'string', format: 'binary' })).openapi({ description: '1 to 10 PNG/JPEG files' }),
});

/** Promo images: as many and as large as a product's (app.ts applies it before anything reads). */
export const PROMO_UPLOAD_LIMIT: UploadLimit = {
  method: 'POST', path: '/api/offers/promo', maxBytes: PRODUCT_IMAGES_MAX * PRODUCT_IMAGE_MAX_BYTES + 1024 * 1024, messageKey: 'wizard.image-too-large',
};

/** An unpaid promo's edit (PUT, or POST + _method PUT, as the client sends it) carries the same files. */
export const PROMO_EDIT_UPLOAD_LIMITS: UploadLimit[] = ['POST', 'PUT']
  .map((method) => ({ ...PROMO_UPLOAD_LIMIT, method, path: /^\/api\/offers\/promo\/\d{1,10}$/ }));

const deletePromoRoute = createRoute({
  tags: ['offers'], security: bearer, middleware: [requireUser, requireRole('company')], operationId: 'deleteUnpaidPromoOffer', method: 'delete', path: '/offers/promo/{id}',
  summary: 'Delete an unpaid promo offer with its cart item (also POST with _method DELETE); 409 once paid',
  request: { params: idParams('id') },
  responses: { 204: { description: 'Deleted' }, ...refusals, 404: errors[404], 409: errors[409], 422: errors[422] },
});

export const offerRoutes = newRouter();

offerRoutes.openAPIRegistry.registerPath({
  operationId: 'createPromoOffer', method: 'post', path: '/offers/promo', tags: ['offers'], security: bearer,
  summary: 'Create a promo offer on a product and put it in the cart at promo × days (every membership; company role)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: PromoFormDoc } } } },
  responses: { 201: json(CartItem, 'The cart item'), 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 413: errors[413], 422: errors[422] },
});

offerRoutes.post('/offers/promo', requireUser, requireRole('company'), async (c) => {
  const { db, storage, clock } = c.get('deps');
  return c.json(await withForm(c.req, { all: true }, (form) => createPromo({ db, storage }, currentUser(c), form, clock.now())), 201);
});

offerRoutes.openAPIRegistry.registerPath({
  operationId: 'updateUnpaidPromoOffer', method: 'put', path: '/offers/promo/{id}', tags: ['offers'], security: bearer,
  summary: 'Change an unpaid promo offer (the same form; keptImages lists its own images to keep beside new ones; without it, no images keeps them all), repriced on the same cart item; also POST with _method PUT; 409 once paid',
  request: { params: idParams('id'), body: { required: true, content: { 'multipart/form-data': { schema: PromoFormDoc.partial({ images: true }).extend({
    keptImages: z.string().optional().openapi({ description: 'JSON list of the offer\'s own image addresses to keep, in order, before the new files' }),
  }) } } } },
  responses: { 200: json(CartItem, 'The repriced cart item'), 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 413: errors[413], 422: errors[422] },
});

offerRoutes.put('/offers/promo/:id', requireUser, requireRole('company'), async (c) => {
  const { db, storage, clock } = c.get('deps');
  const id = IdText.parse(c.req.param('id'));
  return c.json(await withForm(c.req, { all: true }, (form) => updatePromo({ db, storage }, currentUser(c), Number(id), form, clock.now())), 200);
});

offerRoutes
  .openapi(deletePromoRoute, async (c) => {
    await deletePromo(c.get('deps').db, currentUser(c).companyId!, Number(c.req.valid('param').id));
    return c.body(null, 204);
  })
  .openapi(listRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json({ data: await companyOffers(db, currentUser(c).companyId!, clock.now()) }, 200);
  })
  .openapi(unactiveRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const q = c.req.valid('query');
    const data = await unpaidOffers(db, currentUser(c).companyId!, {
      serviceType: q.serviceType === undefined ? undefined : Number(q.serviceType),
      productId: q.productId === undefined ? undefined : Number(q.productId),
    }, clock.now());
    if (data.length === 0) return c.body(null, 204);
    return c.json({ data }, 200);
  })
  .openapi(calendarRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json({ data: await offersCalendar(c.get('deps').db, q.startDate, q.endDate, q.serviceType === '19' ? 19 : 18) }, 200);
  });
