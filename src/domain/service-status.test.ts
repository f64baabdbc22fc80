import { describe, expect, it } from 'vitest';
import { cutDescription, hasRunningFlash, serviceStatus } from './service-status';

const from = '2026-12-01T00:00:00.000Z';
const to = '2026-12-04T00:00:00.000Z';

describe('serviceStatus', () => {
  it('reads a paid booking from its dates', () => {
    expect(serviceStatus({ status: 'paid', from, to }, Date.parse('2026-11-30T23:59:59Z'))).toBe('upcoming');
    expect(serviceStatus({ status: 'paid', from, to }, Date.parse(from))).toBe('active');
    expect(serviceStatus({ status: 'paid', from, to }, Date.parse('2026-12-03T23:59:59Z'))).toBe('active');
    expect(serviceStatus({ status: 'paid', from, to }, Date.parse(to))).toBe('expired');
  });

  it('keeps an unpaid booking unpaid whatever the dates', () => {
    expect(serviceStatus({ status: 'unpaid', from, to }, Date.parse('2026-12-02T00:00:00Z'))).toBe('unpaid');
  });
});

describe('hasRunningFlash', () => {
  const flash = { serviceType: 19, fromDate: from, toDate: to };
  it('is true only while a flash sale runs, by its dates', () => {
    expect(hasRunningFlash([flash], Date.parse(from))).toBe(true);
    expect(hasRunningFlash([flash], Date.parse('2026-11-30T23:59:59Z'))).toBe(false);
    expect(hasRunningFlash([flash], Date.parse(to))).toBe(false);
  });
  it('ignores the other offers (boost, promo) running', () => {
    expect(hasRunningFlash([{ ...flash, serviceType: 18 }, { ...flash, serviceType: null }], Date.parse(from))).toBe(false);
  });
});

describe('cutDescription', () => {
  it('keeps 100 characters and cuts longer ones with an ellipsis', () => {
    expect(cutDescription('a'.repeat(100))).toBe('a'.repeat(100));
    expect(cutDescription('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`);
  });

  it('counts Arabic and emoji as characters', () => {
    const arabic = 'ب'.repeat(120);
    expect([...cutDescription(arabic)].length).toBe(101);
    expect(cutDescription('😀'.repeat(101))).toBe(`${'😀'.repeat(100)}…`);
  });
});
