import { tableFeatures } from '@tanstack/react-table';
import { appendOnlyCoreRowModel } from './append-row-model';

/**
 * The DataTable's TanStack features (none beyond the core): columns are written against them. The
 * core row model keeps the rows already built when a page is appended (append-row-model.ts).
 */
export const dataTableFeatures = tableFeatures({ coreRowModel: appendOnlyCoreRowModel });
export type DataTableFeatures = typeof dataTableFeatures;
