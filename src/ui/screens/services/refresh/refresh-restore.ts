// The refresh dialog's start from the Services screen's `?openDialog=refresh&…` (part 2 §2 query:
// adStartDate; back from /payment also offerId, the unpaid refresh the draft is of).
import type { RefreshDialogInput } from '../../../../machines/refresh-dialog/refresh-dialog.machine';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The values the query restores (unknown or malformed ones are left out). */
export function refreshRestore(restore: URLSearchParams): Pick<RefreshDialogInput, 'startDate' | 'offerId'> {
  const out: Pick<RefreshDialogInput, 'startDate' | 'offerId'> = {};
  const start = restore.get('adStartDate');
  if (start && DAY.test(start)) out.startDate = start;
  const offerId = restore.get('offerId');
  if (offerId && /^\d{1,9}$/.test(offerId) && Number(offerId) > 0) out.offerId = Number(offerId);
  return out;
}
