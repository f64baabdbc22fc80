import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '../../src/api/schemas/common';
import { CartItem } from '../../src/api/schemas/memberships';
import { BannerCalendarQuery, BannerCalendarReply, BannerUnpaidQuery, BannerUnpaidReply, CompanyBanner, CompanyBannersReply } from '../../src/api/schemas/promotions';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '../../src/domain/limits';
import type { BannerType } from '../../src/domain/promotion-pricing';
import type { UploadLimit } from '../http/body-limit';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { withForm } from '../http/multipart-form';
import { bannerCalendar, bannerRows, createBanner, createBannerDirect, deleteBanner, unpaidBanner, updateBanner } from '../services/promotions/banners';
import { IdText } from '../../src/api/schemas/common';
import { bearer, errors, json } from './schemas';

// Part 2 §7 banners (the brand-awareness tab, membership service 20). Buying and deleting: the company;
// reading: the company and its employees.
const reader = { tags: ['banners'], security: bearer, middleware: [requireUser, requireRole('company', 'employee')] };
const refusals = { 401: errors[401], 403: errors[403] };

const listRoute = createRoute({
  ...reader, operationId: 'listCompanyBanners', method: 'get', path: '/banners/user',
  summary: "The company's banners, newest first; isActive from their days, expireAt the day after the last",
  responses: { 200: json(CompanyBannersReply, 'Banners'), ...refusals },
});

const unpaidRoute = createRoute({
  ...reader, operationId: 'getUnpaidBanner', method: 'get', path: '/banners/unpaid',
  summary: 'The newest unpaid banner (of a type), for the unpaid-banner warning; 204 when none',
  request: { query: BannerUnpaidQuery },
  responses: { 200: json(BannerUnpaidReply, 'The unpaid banner'), 204: { description: 'None unpaid' }, ...refusals, 422: errors[422] },
});

const calendarRoute = createRoute({
  ...reader, operationId: 'getBannersCalendar', method: 'get', path: '/banners/calendar',
  summary: 'Per booked day of a banner type (default sliding): banners not kept in the top, and whether the day or its top 5 is full',
  request: { query: BannerCalendarQuery },
  responses: { 200: json(BannerCalendarReply, 'Booked days'), ...refusals, 422: errors[422] },
});

const deleteRoute = createRoute({
  tags: ['banners'], security: bearer, middleware: [requireUser, requireRole('company')], operationId: 'deleteUnpaidBanner', method: 'delete', path: '/banners/{id}',
  summary: 'Delete an unpaid banner and give back its days (also POST with _method DELETE)',
  request: { params: idParams('id') },
  responses: { 204: { description: 'Deleted' }, ...refusals, 404: errors[404], 422: errors[422] },
});

const BannerFormDoc = z.object({
  type: z.enum(['2', '3', '4']).openapi({ description: '2 premium, 3 sliding, 4 double' }),
  title: z.string().optional(),
  startDate: z.string().openapi({ description: 'YYYY-MM-DD, today or later (Asia/Kuwait)' }),
  days: z.string(),
  email: z.string(),
  whatsappNumber: z.string().openapi({ description: '8 digits, optionally after +965' }),
  Creative: z.enum(['custom', 'forsa']).optional().openapi({ description: 'Sliding: uploaded, or designed by Forsa from content' }),
  content: z.string().optional().openapi({ description: 'The design brief (Forsa)' }),
  bannerType: z.enum(['vertical', 'horizontal', 'both']).optional().openapi({ description: 'Double banners: required; both needs 2 images' }),
  daysList: z.string().optional().openapi({ description: 'JSON [{date, inTop}]: the sliding banner days kept in the top 5' }),
  images: z.array(z.string().openapi({ type: 'string', format: 'binary' })).optional().openapi({ description: 'PNG/JPEG files' }),
});

export const BANNER_UPLOAD_LIMIT: UploadLimit = {
  method: 'POST', path: '/api/banners', maxBytes: PRODUCT_IMAGES_MAX * PRODUCT_IMAGE_MAX_BYTES + 1024 * 1024, messageKey: 'wizard.image-too-large',
};

/** An edit (PUT, or POST + _method PUT, as the client sends it) and a banner paid with a credit carry the same files. */
export const BANNER_EDIT_UPLOAD_LIMITS: UploadLimit[] = [
  ...['POST', 'PUT'].map((method) => ({ ...BANNER_UPLOAD_LIMIT, method, path: /^\/api\/banners\/\d{1,10}$/ })),
  { ...BANNER_UPLOAD_LIMIT, path: '/api/banners/direct' },
];

export const bannerRoutes = newRouter();

bannerRoutes.openAPIRegistry.registerPath({
  operationId: 'createBanner', method: 'post', path: '/banners', tags: ['banners'], security: bearer,
  summary: "Book a banner (membership with banners only) and put it in the cart at the server's price (§9); 409 when a day is full",
  request: { body: { required: true, content: { 'multipart/form-data': { schema: BannerFormDoc } } } },
  responses: { 201: json(CartItem, 'The cart item'), 401: errors[401], 403: errors[403], 409: errors[409], 413: errors[413], 422: errors[422] },
});

bannerRoutes.post('/banners', requireUser, requireRole('company'), async (c) => {
  const { db, storage, clock } = c.get('deps');
  return c.json(await withForm(c.req, { all: true }, (form) => createBanner({ db, storage }, currentUser(c), form, clock.now())), 201);
});

bannerRoutes.openAPIRegistry.registerPath({
  operationId: 'createBannerDirect', method: 'post', path: '/banners/direct', tags: ['banners'], security: bearer,
  summary: "Book a banner with one of the membership's banner credits (remainingValue > 0): free, no payment, shown for its days; 409 without credits or when a day is full",
  request: { body: { required: true, content: { 'multipart/form-data': { schema: BannerFormDoc } } } },
  responses: { 201: json(CompanyBanner, 'The banner, paid'), 401: errors[401], 403: errors[403], 409: errors[409], 413: errors[413], 422: errors[422] },
});

bannerRoutes.post('/banners/direct', requireUser, requireRole('company'), async (c) => {
  const { db, storage, clock } = c.get('deps');
  return c.json(await withForm(c.req, { all: true }, (form) => createBannerDirect({ db, storage }, currentUser(c), form, clock.now())), 201);
});

bannerRoutes.openAPIRegistry.registerPath({
  operationId: 'updateUnpaidBanner', method: 'put', path: '/banners/{id}', tags: ['banners'], security: bearer,
  summary: 'Change an unpaid banner (the same form; no images keeps its images), repriced and rebooked; also POST with _method PUT',
  request: { params: idParams('id'), body: { required: true, content: { 'multipart/form-data': { schema: BannerFormDoc } } } },
  responses: { 200: json(CartItem, 'The repriced cart item'), 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 413: errors[413], 422: errors[422] },
});

bannerRoutes.put('/banners/:id', requireUser, requireRole('company'), async (c) => {
  const { db, storage, clock } = c.get('deps');
  const id = IdText.parse(c.req.param('id'));
  return c.json(await withForm(c.req, { all: true }, (form) => updateBanner({ db, storage }, currentUser(c), Number(id), form, clock.now())), 200);
});

bannerRoutes
  .openapi(listRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json({ data: await bannerRows(db, currentUser(c).companyId!, undefined, clock.now()) }, 200);
  })
  .openapi(unpaidRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const type = c.req.valid('query').type;
    const banner = await unpaidBanner(db, currentUser(c).companyId!, type === undefined ? undefined : Number(type), clock.now());
    if (!banner) return c.body(null, 204);
    return c.json({ data: banner }, 200);
  })
  .openapi(calendarRoute, async (c) => {
    const q = c.req.valid('query');
    const except = q.except === undefined ? undefined : { companyId: currentUser(c).companyId!, id: Number(q.except) };
    return c.json({ data: await bannerCalendar(c.get('deps').db, Number(q.type) as BannerType, q.startDate, q.endDate, except) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteBanner(c.get('deps').db, currentUser(c).companyId!, Number(c.req.valid('param').id));
    return c.body(null, 204);
  });
