// A list page that failed, as the screen says it (part 2 §8: offline and 500 keep the table's words).
import { sendParent } from 'xstate';
import { callFailure } from '../../api/client';
import { screenNotice, type Notice } from '../../api/failure';

/** The list reports its failed page, with the error, to the screen's machine. */
export const reportPageFailed = sendParent((_, params: { error: unknown }) => ({ type: 'PAGE_FAILED' as const, error: params.error }));

/** 'Failed to load products' unless the line or the server is the cause; null for a cancelled request. */
export const loadFailureNotice = (error: unknown, ownKey: string): Notice | null =>
  screenNotice(callFailure(error), { key: ownKey, severity: 'error' });

/**
 * The words in the table where the rows would be: the same as the snackbar's (the error table's row
 * for offline, 500 or no response, else the screen's own). A cancelled request has no snackbar, yet
 * the table still says something: the screen's own words.
 */
export const tableFailureNotice = (error: unknown, ownKey: string): Notice =>
  loadFailureNotice(error, ownKey) ?? { key: ownKey, severity: 'error' };
