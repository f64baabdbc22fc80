// The sales-in-numbers donut's geometry (uPlot draws no donut): each share as a stretch of the ring,
// written as a circle stroke's dash (length and offset along the circumference).

export type DonutArc = { value: number; share: number; dashArray: string; dashOffset: number };

/** The arcs of `values` around a ring of radius `radius`, the first from 12 o'clock; none when they add up to 0. */
export function donutArcs(values: readonly number[], radius: number): DonutArc[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (total === 0) return [];
  const circumference = 2 * Math.PI * radius;
  let start = 0;
  return values.map((raw) => {
    const value = Math.max(0, raw);
    const length = (value / total) * circumference;
    const arc = { value, share: value / total, dashArray: `${round(length)} ${round(circumference - length)}`, dashOffset: round(-start) };
    start += length;
    return arc;
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000 + 0;
