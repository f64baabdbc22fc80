import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CartItem } from '../../src/api/schemas/memberships';
import {
  CompanyOffer, SERVICE_BODIES, ServiceBody, ServiceCartDeleteQuery, ServiceItemParams, ServiceParams,
} from '../../src/api/schemas/promotions';
import type { AppEnv } from '../http/context';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { addServiceDirect, addServiceToCart, removeServiceFromCart, updateServiceInCart, type ServiceType } from '../services/promotions/book-service';
import { bearer, errors, json } from './schemas';

// Part 2 §7 Services and offers: boost (18), flash discount (19) and refresh (2) bookings. Only the company
// buys (§6, as for memberships); the membership must include the service (403 otherwise); prices are the server's.
const common = { tags: ['services'], security: bearer, middleware: [requireUser, requireRole('company')] };
const refusals = { 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 422: errors[422] };
const body = { required: true, content: { 'application/json': { schema: ServiceBody } } };

const addRoute = createRoute({
  ...common, operationId: 'addServiceToCart', method: 'post', path: '/memberships/services/{service}/cart',
  summary: "Book a service for a product and put it in the cart at the server's price (§9); 409 when a date is no longer available, one is already unpaid, or (flash) the product already has a paid flash sale on any of the days",
  request: { params: ServiceParams, body },
  responses: { 201: json(CartItem, 'The cart item; pay it with its itemId'), ...refusals },
});

const updateRoute = createRoute({
  ...common, operationId: 'updateServiceInCart', method: 'put', path: '/memberships/services/{service}/cart/{id}',
  summary: 'Change an unpaid booking (id: the offer), repriced; also POST with _method PUT',
  request: { params: ServiceItemParams, body },
  responses: { 200: json(CartItem, 'The repriced cart item'), ...refusals },
});

const removeRoute = createRoute({
  ...common, operationId: 'removeServiceFromCart', method: 'delete', path: '/memberships/services/{service}/cart',
  summary: "Remove the product's unpaid booking of the service and give back its dates; also POST with _method DELETE",
  request: { params: ServiceParams, query: ServiceCartDeleteQuery },
  responses: { 204: { description: 'Removed' }, 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

const directRoute = createRoute({
  ...common, operationId: 'addServiceDirect', method: 'post', path: '/memberships/services/{service}/direct',
  summary: "Book a service with one of the membership's credits (remainingValue > 0): free, no payment, active at once; 409 without credits",
  request: { params: ServiceParams, body },
  responses: { 201: json(CompanyOffer, 'The booking, paid'), ...refusals },
});

/** The body read again with its own service's schema (the documented union would keep the wrong branch's fields). */
async function bodyOf(c: Context<AppEnv>, service: ServiceType) {
  return SERVICE_BODIES[service].parse(await c.req.json());
}

export const serviceRoutes = newRouter()
  .openapi(addRoute, async (c) => {
    const service = Number(c.req.valid('param').service) as ServiceType;
    const { db, clock } = c.get('deps');
    return c.json(await addServiceToCart(db, currentUser(c), service, await bodyOf(c, service), clock.now()), 201);
  })
  .openapi(updateRoute, async (c) => {
    const { service: s, id } = c.req.valid('param');
    const service = Number(s) as ServiceType;
    const { db, clock } = c.get('deps');
    return c.json(await updateServiceInCart(db, currentUser(c), service, Number(id), await bodyOf(c, service), clock.now()), 200);
  })
  .openapi(removeRoute, async (c) => {
    const service = Number(c.req.valid('param').service) as ServiceType;
    await removeServiceFromCart(c.get('deps').db, currentUser(c).companyId!, service, Number(c.req.valid('query').productId));
    return c.body(null, 204);
  })
  .openapi(directRoute, async (c) => {
    const service = Number(c.req.valid('param').service) as ServiceType;
    const { db, clock } = c.get('deps');
    return c.json(await addServiceDirect(db, currentUser(c), service, await bodyOf(c, service), clock.now()), 201);
  });
