// Part 2 §4 "Countdown display": days and hours when over a day, else hours, minutes and seconds.
// The figures only; the view words them in the locale (and its digits).

export type Countdown =
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'clock'; hours: number; minutes: number; seconds: number }
  | { kind: 'over' };

const DAY = 86_400_000;

/** What is left from `now` until `until` (epoch ms), rounded down to the second. */
export function countdownOf(until: number, now: number): Countdown {
  const left = until - now;
  if (!(left > 0)) return { kind: 'over' };
  if (left > DAY) return { kind: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / 3_600_000) };
  const total = Math.floor(left / 1000);
  return { kind: 'clock', hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The clock reading 'h:mm:ss' in Latin digits (the view turns them into the locale's). */
export function clockText(c: { hours: number; minutes: number; seconds: number }): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.hours}:${two(c.minutes)}:${two(c.seconds)}`;
}

/** How long until the reading changes: every second on the clock, every minute (enough for hours) over a day. */
export function tickOf(c: Countdown): number | null {
  return c.kind === 'over' ? null : c.kind === 'clock' ? 1000 : 60_000;
}
