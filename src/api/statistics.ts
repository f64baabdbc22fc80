// Typed calls of the statistics charts (server/routes/statistics.ts, contract in ./schemas/statistics;
// part 2 §7 Statistics). The reply schemas (and zod) load with the first call, not with the screen.
// Silent: each chart shows its own failure with a retry, and a failing chart never blanks the others.
import { apiCall, sharedFailureMessage } from './client';
import type {
  CategorySalesReply, ProductSalesReply, SalesNumberReply, SalesReply, StatisticsQuery, UserSalesReply, ViewsReply,
} from './schemas/statistics';

const schemas = () => import('./schemas/statistics');

const chart = <T>(path: string, reply: (m: Awaited<ReturnType<typeof schemas>>) => { parse: (v: unknown) => T }) =>
  (query: StatisticsQuery, signal?: AbortSignal): Promise<T> =>
    apiCall(`/statics/dashboard/${path}`, () => schemas().then(reply), { query, signal, silent: true }) as Promise<T>;

export const fetchSales = chart<SalesReply>('sales', (m) => m.SalesReply);
export const fetchSalesNumber = chart<SalesNumberReply>('sales/number', (m) => m.SalesNumberReply);
export const fetchProductSales = chart<ProductSalesReply>('products/sales', (m) => m.ProductSalesReply);
export const fetchCategorySales = chart<CategorySalesReply>('categories/sales', (m) => m.CategorySalesReply);
export const fetchUserSales = chart<UserSalesReply>('users/sales', (m) => m.UserSalesReply);
export const fetchProductViews = chart<ViewsReply>('products/views', (m) => m.ViewsReply);
export const fetchCompanyViews = chart<ViewsReply>('companies/views', (m) => m.ViewsReply);

/** What a chart says when its call failed: the line's or the server's message, else the chart's own. */
export const chartFailure = (error: unknown): string => sharedFailureMessage(error) ?? 'statistics.chart-failed';
