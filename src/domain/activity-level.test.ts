import { describe, expect, it } from 'vitest';
import { activityLevel } from './activity-level';

describe('activityLevel (part 2 §9)', () => {
  it('is high (green) from 75', () => {
    expect(activityLevel(75)).toBe('high');
    expect(activityLevel(100)).toBe('high');
  });

  it('is medium (orange) from 50 up to just under 75', () => {
    expect(activityLevel(74.9)).toBe('medium');
    expect(activityLevel(50)).toBe('medium');
  });

  it('is low (red) under 50', () => {
    expect(activityLevel(49.9)).toBe('low');
    expect(activityLevel(0)).toBe('low');
  });
});
