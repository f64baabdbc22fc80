import { describe, expect, it } from 'vitest';
import { rowBoostState } from './boost-state';

const later = { serviceType: 18, fromDate: '2026-03-27T21:00:00.000Z', toDate: '2026-03-30T21:00:00.000Z' };

describe('rowBoostState', () => {
  it('a paid boost that has not started yet is booked, not a Boost button', () => {
    expect(rowBoostState({ isBoosted: false, offers: [later] })).toBe('booked');
  });

  it('running wins; a flash sale or a promo offer is no boost', () => {
    expect(rowBoostState({ isBoosted: true, offers: [later] })).toBe('running');
    expect(rowBoostState({ isBoosted: false, offers: [{ ...later, serviceType: 19 }, { ...later, serviceType: null }] })).toBe('none');
    expect(rowBoostState({ isBoosted: false, offers: [] })).toBe('none');
  });
});
