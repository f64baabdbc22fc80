import { tableFeatures } from '@tanstack/react-table';

/** The DataTable's TanStack features (none beyond the core): columns are written against them. */
export const dataTableFeatures = tableFeatures({});
export type DataTableFeatures = typeof dataTableFeatures;
