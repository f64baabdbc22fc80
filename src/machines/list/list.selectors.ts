// Reads of a list snapshot for views (the DataTable kit takes `ListStatus`).
import type { ListContext } from './list.machine';

export type ListStatus = 'idle' | 'loading' | 'loadingMore' | 'loaded' | 'failed' | 'exhausted';

type ListSnapshotLike<Row> = { value: unknown; context: ListContext<Row, unknown> };

export const selectListStatus = (s: ListSnapshotLike<unknown>): ListStatus => s.value as ListStatus;
export const selectRows = <Row>(s: ListSnapshotLike<Row>): Row[] => s.context.rows;
/** A failed first page has nothing to show; a failed later page keeps the rows above it. */
export const selectFailedFirstPage = (s: ListSnapshotLike<unknown>): boolean => s.value === 'failed' && s.context.retryFrom === 'start';
/** Why the last page failed (null while nothing has failed): the table words it as the error table does. */
export const selectListError = (s: ListSnapshotLike<unknown>): unknown => s.context.error;
