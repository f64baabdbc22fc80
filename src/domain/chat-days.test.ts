import { describe, expect, it } from 'vitest';
import { dayName, groupByDay, kuwaitDay } from './chat-days';

describe('chat days', () => {
  it('reads the day in Kuwait (UTC+3): 22:30 UTC is the next day there', () => {
    expect(kuwaitDay('2026-11-23T22:30:00.000Z')).toBe('2026-11-24');
    expect(kuwaitDay('2026-11-23T20:59:59.000Z')).toBe('2026-11-23');
  });

  it('names today and yesterday, not the day before', () => {
    expect(dayName('2026-11-24', '2026-11-24')).toBe('today');
    expect(dayName('2026-11-23', '2026-11-24')).toBe('yesterday');
    expect(dayName('2026-11-22', '2026-11-24')).toBeNull();
    expect(dayName('2026-02-28', '2026-03-01')).toBe('yesterday');
  });

  it('groups runs of the same day in order', () => {
    const items = ['2026-11-22', '2026-11-22', '2026-11-24', '2026-11-22'];
    expect(groupByDay(items, (d) => d)).toEqual([
      { day: '2026-11-22', items: ['2026-11-22', '2026-11-22'] },
      { day: '2026-11-24', items: ['2026-11-24'] },
      { day: '2026-11-22', items: ['2026-11-22'] },
    ]);
  });
});
