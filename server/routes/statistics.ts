import { createRoute, type z } from '@hono/zod-openapi';
import {
  CategorySalesReply, OverviewQuery, OverviewReply, ProductSalesReply, RoasReply, SalesNumberReply, SalesReply, StatisticsQuery,
  UserSalesReply, ViewsReply,
} from '../../src/api/schemas/statistics';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { overview } from '../services/statistics/overview';
import { optionalPeriodFrom, periodFrom } from '../services/statistics/period';
import { roas } from '../services/statistics/roas';
import { salesNumber, salesSeries } from '../services/statistics/sales';
import { statisticsScope } from '../services/statistics/scope';
import { categorySales, productSales } from '../services/statistics/top-sales';
import { userSales } from '../services/statistics/user-sales';
import { companyViews, productViews } from '../services/statistics/views';
import { bearer, errors, json } from './schemas';

// Part 2 §7 Statistics: GET /statics/dashboard/… (the spec's spelling), `type=monthly&month=YYYY-MM` or
// `startDate&endDate` (Kuwait days, at most a year). The scope (company or employee) is the caller's.
const common = { tags: ['statistics'], security: bearer, middleware: [requireUser, requireRole('company', 'employee')] };
// A buyer has no dashboard: the role is checked before the query, so it gets 403 whatever it asks.
const failures = { 401: errors[401], 403: errors[403], 422: errors[422] };
const PERIOD = 'A Kuwait calendar month (type=monthly&month=YYYY-MM) or days (startDate&endDate, at most a year)';

const chart = <T extends z.ZodType>(path: string, operationId: string, summary: string, reply: T) => createRoute({
  ...common, method: 'get', path: `/statics/dashboard/${path}`, operationId, summary: `${summary}. ${PERIOD}`,
  request: { query: StatisticsQuery },
  responses: { 200: json(reply, summary), ...failures },
});

const overviewRoute = createRoute({
  ...common, method: 'get', path: '/statics/dashboard/overview', operationId: 'statisticsOverview',
  summary: `The overview cards: products, purchase and barter requests (received; and accepted), ROAS. All time without a period; ${PERIOD}`,
  request: { query: OverviewQuery },
  responses: { 200: json(OverviewReply, 'The cards'), ...failures },
});

const routes = {
  sales: chart('sales', 'statisticsSales', 'Sale revenue and number of sales a day (a month for ranges over 31 days)', SalesReply),
  roas: chart('roas', 'statisticsRoas', 'Return on paid promotions begun in the period (0 when nothing was paid)', RoasReply),
  userSales: chart('users/sales', 'statisticsUserSales', 'Sales per member (company user only; an employee gets 403)', UserSalesReply),
  productViews: chart('products/views', 'statisticsProductViews', 'Product views a day or a month (one per viewer, product and day)', ViewsReply),
  companyViews: chart('companies/views', 'statisticsCompanyViews', "Company views a day or a month (one per viewer and day over the company's products)", ViewsReply),
  salesNumber: chart('sales/number', 'statisticsSalesNumber', 'Accepted sales and trade-ins', SalesNumberReply),
  productSales: chart('products/sales', 'statisticsProductSales', 'Top 10 products by sale revenue, with their share', ProductSalesReply),
  categorySales: chart('categories/sales', 'statisticsCategorySales', 'Top 10 categories by sale revenue, with their share', CategorySalesReply),
};

export const statisticsRoutes = newRouter()
  .openapi(overviewRoute, async (c) => {
    const scope = statisticsScope(currentUser(c));
    return c.json(await overview(c.get('deps').db, scope, optionalPeriodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200);
  })
  .openapi(routes.sales, async (c) => c.json(await salesSeries(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200))
  .openapi(routes.roas, async (c) => c.json(await roas(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200))
  .openapi(routes.userSales, async (c) => c.json(await userSales(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200))
  .openapi(routes.productViews, async (c) => c.json(await productViews(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200))
  .openapi(routes.companyViews, async (c) => c.json(await companyViews(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200))
  .openapi(routes.salesNumber, async (c) => c.json(await salesNumber(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200))
  .openapi(routes.productSales, async (c) => c.json(await productSales(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200))
  .openapi(routes.categorySales, async (c) => c.json(await categorySales(c.get('deps').db, statisticsScope(currentUser(c)), periodFrom(c.req.valid('query'), c.get('deps').clock.now())), 200));
