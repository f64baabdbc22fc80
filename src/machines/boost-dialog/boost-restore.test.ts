import { describe, expect, it } from 'vitest';
import { boostInputOf } from './boost-restore';
import { lamp } from './boost-dialog.fixtures';

describe('boostInputOf (§2 openDialog=boost restore)', () => {
  it('opens with the product of a link from the products list, which pays back to /products', () => {
    expect(boostInputOf(new URLSearchParams('product=brass-lamp-41&productId=41'), lamp)).toEqual({ product: lamp, fromProducts: true });
  });

  it('restores the step and the form', () => {
    const q = new URLSearchParams('product=brass-lamp-41&step=3&adStartDate=2026-11-26&duration=3&keepTop5=true&selectedDates=2026-11-27,2026-11-26');
    expect(boostInputOf(q, lamp)).toEqual({
      product: lamp, fromProducts: true, step: 3, startDate: '2026-11-26', duration: 3, keepTop5: true, selectedDates: ['2026-11-27', '2026-11-26'],
    });
    expect(boostInputOf(new URLSearchParams('startDate=2026-12-01&step=2'), null)).toEqual({ product: null, fromProducts: false, step: 2, startDate: '2026-12-01' });
  });

  it('leaves out what is malformed', () => {
    const q = new URLSearchParams('step=9&startDate=2026-02-30&duration=0&keepTop5=yes&selectedDates=2026-11-26');
    expect(boostInputOf(q, null)).toEqual({ product: null, fromProducts: false });
    expect(boostInputOf(new URLSearchParams('duration=366'), null)).toEqual({ product: null, fromProducts: false });
    expect(boostInputOf(new URLSearchParams('keepTop5=1&selectedDates=x,2026-11-31,2026-11-30'), null).selectedDates).toEqual(['2026-11-30']);
  });
});

describe('boostInputOf: back from /payment', () => {
  it('reads the unpaid booking the review changes (offerId) and the top-5 days as the payment query wrote them', () => {
    const q = new URLSearchParams('openDialog=boost&step=3&product=brass-lamp-41&offerId=7&startDate=2026-11-26&duration=3&keepTop5=1&selectedDates=2026-11-26%2C2026-11-27');
    expect(boostInputOf(q, lamp)).toEqual({
      product: lamp, fromProducts: false, step: 3, offerId: 7, startDate: '2026-11-26', duration: 3, keepTop5: true, selectedDates: ['2026-11-26', '2026-11-27'],
    });
    expect(boostInputOf(new URLSearchParams(`${q}&fromBoost=1`), lamp).fromProducts).toBe(true);
    expect(boostInputOf(new URLSearchParams('offerId=0'), null)).toEqual({ product: null, fromProducts: false });
    expect(boostInputOf(new URLSearchParams('offerId=x7'), null)).toEqual({ product: null, fromProducts: false });
  });
});
