/**
 * The seller's calendar (Asia/Kuwait): a filter date means that day there, and "once a month"
 * means that calendar month there, whatever the server's own time zone.
 */
export const SELLER_TIME_ZONE = 'Asia/Kuwait';

const parts = (at: Date) => Object.fromEntries(
  new Intl.DateTimeFormat('en-CA', { timeZone: SELLER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(at).map((p) => [p.type, p.value]),
);

/** Milliseconds the zone is ahead of UTC at `at`. */
function offsetMs(at: Date): number {
  const p = parts(at);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** Start of a wall-clock day in the seller's zone, as an instant. */
function startOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  return new Date(guess - offsetMs(new Date(guess)));
}

/** [start, end) of the calendar day `YYYY-MM-DD` in the seller's zone. */
export function sellerDayRange(day: string): { from: Date; to: Date } {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from: startOfDay(day), to: startOfDay(next) };
}

/** The seller's calendar month of an instant, as 'YYYY-MM'. */
export function sellerMonth(at: Date): string {
  const p = parts(at);
  return `${p.year}-${p.month}`;
}

/** The seller's calendar day of an instant, as 'YYYY-MM-DD'. */
export function sellerDay(at: Date): string {
  const p = parts(at);
  return `${p.year}-${p.month}-${p.day}`;
}
