// What each chart of the statistics screen holds, and the call that fills it (part 2 §7 Statistics).
import {
  fetchCategorySales, fetchCompanyViews, fetchProductSales, fetchProductViews, fetchSales, fetchSalesNumber, fetchUserSales,
} from '../../api/statistics';
import type { SalesNumberReply, SalesReply, UserSalesReply, ViewsReply } from '../../api/schemas/statistics';
import type { PeriodQuery } from '../../domain/statistics-period';

/** The charts, as the spec names them: sales, sales in numbers, top products / categories, user sales, views. */
export const CHARTS = ['sales', 'salesInNumbers', 'topSales', 'userSales', 'productViews', 'companyViews'] as const;
export type ChartName = (typeof CHARTS)[number];

export type TopKind = 'products' | 'categories';

/** A row of the top products or top categories: id and names null for 'No Category'. */
export type TopRow = { id: number | null; name: string | null; nameAr: string | null; sales: number; revenue: number; percent: number };

export type ChartFigures = {
  sales: SalesReply;
  salesInNumbers: SalesNumberReply;
  topSales: TopRow[];
  userSales: UserSalesReply;
  productViews: ViewsReply;
  companyViews: ViewsReply;
};

export type ChartRequest = { chart: ChartName; query: PeriodQuery; top: TopKind };

async function topSales(query: PeriodQuery, top: TopKind, signal?: AbortSignal): Promise<TopRow[]> {
  if (top === 'products') {
    const reply = await fetchProductSales(query, signal);
    return reply.data.map((p) => ({ id: p.id, name: p.name, nameAr: null, sales: p.sales, revenue: p.revenue, percent: p.productsSalesPercent }));
  }
  const reply = await fetchCategorySales(query, signal);
  return reply.data.map((c) => ({ id: c.id, name: c.name, nameAr: c.nameAr, sales: c.sales, revenue: c.revenue, percent: c.categoriesSalesPercent }));
}

/** One chart's call for the period (the top chart's for the toggle's choice). */
export function loadChartFigures({ chart, query, top }: ChartRequest, signal?: AbortSignal): Promise<ChartFigures[ChartName]> {
  switch (chart) {
    case 'sales': return fetchSales(query, signal);
    case 'salesInNumbers': return fetchSalesNumber(query, signal);
    case 'topSales': return topSales(query, top, signal);
    case 'userSales': return fetchUserSales(query, signal);
    case 'productViews': return fetchProductViews(query, signal);
    case 'companyViews': return fetchCompanyViews(query, signal);
  }
}
