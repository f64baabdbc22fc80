// Reads of the requests screens' snapshot for their views.
import type { SnapshotFrom } from 'xstate';
import { DECISION_STATUS } from '../request-decision/request-decision.machine';
import type { RequestRow, RequestStatus } from '../../api/schemas/requests';
import type { requestListMachine, RowDecision } from './request-list.machine';

type Snap = SnapshotFrom<typeof requestListMachine>;

export const selectFilters = (s: Snap) => s.context.filters;
export const selectReceiverNameDraft = (s: Snap) => s.context.receiverNameDraft;
export const selectDecisions = (s: Snap) => s.context.decisions;
/** The request of the open details dialog, or null. */
export const selectDialogRow = (s: Snap): RequestRow | null => (s.matches({ dialog: 'details' }) ? s.context.dialogRow : null);
/** The child list actor (rows, paging status): read it with useSelector. */
export const selectRowsActor = (s: Snap) => s.children.rows;

/** What a row shows: its status (a decision just made counts before the reload) and whether accept/reject apply. */
export function rowState(row: RequestRow, decision: RowDecision | undefined): { status: RequestStatus; deciding: RowDecision['status'] | null; canDecide: boolean } {
  if (decision?.phase === 'decided') return { status: DECISION_STATUS[decision.status], deciding: null, canDecide: false };
  return { status: row.status, deciding: decision?.phase === 'deciding' ? decision.status : null, canDecide: row.canDecide && row.status === 1 };
}
/** The Accept or Reject waiting for the seller's yes, or null. */
export const selectPendingChoice = (s: Snap) => (s.matches({ confirmation: 'asking' }) ? s.context.choice : null);
