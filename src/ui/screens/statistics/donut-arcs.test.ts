import { describe, expect, it } from 'vitest';
import { donutArcs } from './donut-arcs';

describe('donut arcs', () => {
  const C = 2 * Math.PI * 10;
  it('splits the ring by share, each arc starting where the one before ends', () => {
    const [sale, tradeIn] = donutArcs([3, 1], 10);
    expect(sale.share).toBe(0.75);
    expect(tradeIn.share).toBe(0.25);
    expect(sale.dashArray).toBe(`${Math.round(C * 0.75 * 1000) / 1000} ${Math.round(C * 0.25 * 1000) / 1000}`);
    expect(sale.dashOffset).toBe(0);
    expect(tradeIn.dashOffset).toBe(-Math.round(C * 0.75 * 1000) / 1000);
  });

  it('draws a whole ring for one kind and nothing for an empty month', () => {
    expect(donutArcs([0, 5], 10).map((a) => a.share)).toEqual([0, 1]);
    expect(donutArcs([0, 0], 10)).toEqual([]);
    expect(donutArcs([-2, 0], 10)).toEqual([]);
  });
});
