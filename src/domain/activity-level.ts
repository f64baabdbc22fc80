// Part 2 §9 "Activity colours": an activity or response figure (a percentage, 0–100) is green from
// 75, orange from 50, else red. The level names the band; the view maps it to a colour and a word,
// so a reader who cannot tell the colours apart reads the same thing.

export type ActivityLevel = 'high' | 'medium' | 'low';

export const ACTIVITY_HIGH_FROM = 75;
export const ACTIVITY_MEDIUM_FROM = 50;

/** The band of `percent` (0–100; values outside are read as they fall). */
export function activityLevel(percent: number): ActivityLevel {
  if (percent >= ACTIVITY_HIGH_FROM) return 'high';
  return percent >= ACTIVITY_MEDIUM_FROM ? 'medium' : 'low';
}
