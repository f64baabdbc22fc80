// The refresh dialog's last day is the last day the server books and the card shows.
import { describe, expect, it } from 'vitest';
import { periodEnd } from '../../../src/domain/membership-period';
import { refreshLastDay } from '../../../src/machines/refresh-dialog/refresh-period';
import { sellerDay } from '../seller-time';
import { bookingRange } from './days';

/** What the server stores for a refresh from `start` (book-service's plan), read back as the card does (the instant before `to`, in Kuwait). */
function serverLastDay(start: string): string {
  const from = bookingRange(start, 1).from;
  const to = periodEnd(from, 'month', 1);
  return sellerDay(new Date(to.getTime() - 1));
}

describe('the refresh period, one rule', () => {
  it.each(['2026-11-27', '2026-01-31', '2026-12-31', '2028-02-29', '2026-03-01'])('from %s the dialog, the server and the card end on the same day', (start) => {
    expect(refreshLastDay(start)).toBe(serverLastDay(start));
  });

  it('27 Nov runs to 26 Dec (the dialog said 27 Dec)', () => {
    expect(refreshLastDay('2026-11-27')).toBe('2026-12-26');
  });
});
