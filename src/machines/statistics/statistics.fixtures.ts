// Sample figures for the statistics model and tests (shapes of src/api/schemas/statistics.ts).
import type { ChartFigures, TopRow } from './statistics.figures';

export const TODAY = '2026-11-27';

export const salesFigures: ChartFigures['sales'] = { unit: 'day', data: [{ date: '2026-11-01', revenue: 12_500, sales: 1 }, { date: '2026-11-02', revenue: 0, sales: 0 }] };
export const salesInNumbers: ChartFigures['salesInNumbers'] = { sales: 3, tradIn: 1 };
export const topProducts: TopRow[] = [{ id: 7, name: 'Phone', nameAr: null, sales: 2, revenue: 12_500, percent: 100 }];
export const topCategories: TopRow[] = [{ id: null, name: null, nameAr: null, sales: 2, revenue: 12_500, percent: 100 }];
export const userSalesFigures: ChartFigures['userSales'] = { data: [{ id: 1, fullName: 'Sara', sales: 2, tradeIn: 1, revenue: 12_500 }] };
export const viewFigures: ChartFigures['productViews'] = { unit: 'day', total: 4, data: [{ date: '2026-11-01', views: 4 }] };

/** What each chart's call answers in the model (the top chart's for the toggle's choice). */
export const figuresOf = (chart: keyof ChartFigures, top: 'products' | 'categories'): ChartFigures[keyof ChartFigures] =>
  ({ sales: salesFigures, salesInNumbers, topSales: top === 'products' ? topProducts : topCategories, userSales: userSalesFigures, productViews: viewFigures, companyViews: viewFigures })[chart];
