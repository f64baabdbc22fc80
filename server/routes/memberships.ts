import { createRoute } from '@hono/zod-openapi';
import { idParams } from '../../src/api/schemas/common';
import {
  CartItem, CartItemDetails, CartReply, MembershipCartBody, MembershipPeriodsReply, MembershipPlansReply, MembershipSelfReply, ServiceShowQuery, ServiceShowReply,
} from '../../src/api/schemas/memberships';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { addMembershipToCart, cartOf, removeUnpaidMembership } from '../services/memberships/cart';
import { listPlans, PLAN_PERIODS } from '../services/memberships/plans';
import { membershipSelf } from '../services/memberships/self';
import { cartItemDetails } from '../services/memberships/item-details';
import { notFound } from '../http/errors';
import { serviceOffer } from '../services/memberships/service-offer';
import { bearer, errors, json } from './schemas';

// Part 2 §7 Memberships and cart. Reading the plans is open to every signed-in seller; what belongs to a
// company (its membership, credits, cart) to its owner and employees; buying and removing to the owner (§6).
const common = { tags: ['memberships'], security: bearer };
const refusals = { 401: errors[401], 403: errors[403] };

const plansRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listMembershipPlans', method: 'get', path: '/memberships',
  summary: 'The plans a company can subscribe to (the spec sends company=1), with their period prices and included services',
  responses: { 200: json(MembershipPlansReply, 'Plans in catalogue order'), 401: errors[401] },
});

const periodsRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listMembershipPlanTypes', method: 'get', path: '/memberships/types',
  summary: 'The periods plans are sold for, in tab order: 1 month, 3 months, 1 year',
  responses: { 200: json(MembershipPeriodsReply, 'Periods'), 401: errors[401] },
});

const selfRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company', 'employee')] as const, operationId: 'getOwnMembership', method: 'get', path: '/memberships/self',
  summary: "The company's current membership (status expired once past its end date) with credits left, and the unpaid one in its cart",
  responses: { 200: json(MembershipSelfReply, 'Membership and unpaid membership, each possibly null'), ...refusals },
});

const addRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'addToCart', method: 'post', path: '/memberships/cart',
  summary: "Add a membership to the cart, priced by the server: {type: 24, planTypeId} subscribes, {type: 6, productId: 4} renews the current one",
  request: { body: { required: true, content: { 'application/json': { schema: MembershipCartBody } } } },
  responses: { 201: json(CartItem, 'The cart item; pay it with its itemId'), ...refusals, 404: errors[404], 409: errors[409], 422: errors[422] },
});

const cartRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'getCart', method: 'get', path: '/memberships/cart',
  summary: 'What the company has yet to pay, newest first',
  responses: { 200: json(CartReply, 'Unpaid cart items'), ...refusals },
});

const itemRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'getCartItem', method: 'get', path: '/memberships/cart/{id}',
  summary: 'What a cart item of the company pays for (kind, product, title or plan, days, amount, whether still unpaid): the payment pages show it',
  request: { params: idParams('id') },
  responses: { 200: json(CartItemDetails, 'The cart item and what it pays for'), ...refusals, 404: errors[404], 422: errors[422] },
});

const removeRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company')] as const, operationId: 'removeUnpaidMembership', method: 'delete', path: '/memberships/{id}',
  summary: 'Remove an unpaid membership and its cart item (also POST with _method DELETE)',
  request: { params: idParams('id') },
  responses: { 204: { description: 'Removed' }, ...refusals, 404: errors[404] },
});

const serviceRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company', 'employee')] as const, operationId: 'showMembershipService', method: 'get', path: '/memberships/services/show',
  summary: "A service's price and the credits left in the company's membership (0 and the plan's price when it has none)",
  request: { query: ServiceShowQuery },
  responses: { 200: json(ServiceShowReply, 'Price in fils and credits left'), ...refusals, 404: errors[404], 422: errors[422] },
});

export const membershipRoutes = newRouter()
  .openapi(plansRoute, async (c) => c.json({ data: await listPlans(c.get('deps').db) }, 200))
  .openapi(periodsRoute, (c) => c.json({ data: [...PLAN_PERIODS] }, 200))
  .openapi(selfRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await membershipSelf(db, currentUser(c).companyId!, clock.now()), 200);
  })
  .openapi(addRoute, async (c) => c.json(await addMembershipToCart(c.get('deps').db, currentUser(c), c.req.valid('json')), 201))
  .openapi(cartRoute, async (c) => c.json({ data: await cartOf(c.get('deps').db, currentUser(c).companyId!) }, 200))
  .openapi(itemRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const item = await cartItemDetails(db, currentUser(c).companyId!, Number(c.req.valid('param').id), clock.now());
    if (!item) throw notFound();
    return c.json(item, 200);
  })
  .openapi(removeRoute, async (c) => {
    await removeUnpaidMembership(c.get('deps').db, currentUser(c).companyId!, Number(c.req.valid('param').id));
    return c.body(null, 204);
  })
  .openapi(serviceRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await serviceOffer(db, currentUser(c).companyId!, Number(c.req.valid('query').type), clock.now()), 200);
  });
