import type { CartItem } from '../../api/schemas/memberships';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FlashBody } from '../../api/schemas/promotions';
import { assertModel } from '../test/model';
import { datesProblem, discountProblem, emptyDraft, FLASH_MESSAGES, FLASH_READINGS, flashBody, salePrice, type FlashReading } from './flash-dialog.draft';
import { flashItem, FULL_DAY, NOW, PER_DAY, product, TODAY, TOMORROW, YESTERDAY } from './flash-dialog.fixtures';
import { flashDialogMachine, type FlashStart, type UnpaidCheck } from './flash-dialog.machine';
import { model } from './flash-dialog.model';

type Snap = ReturnType<ReturnType<typeof createActor<typeof flashDialogMachine>>['getSnapshot']>;
const discountHolds = (s: Snap) => expect(discountProblem(s.context.draft, s.context.reading, product.price)).toBeNull();
const datesHold = (s: Snap) => expect(datesProblem(s.context.draft, TODAY, s.context.fullDays)).toBeNull();

describe('flash sale dialog machine, both readings (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      ...model,
      states: {
        loading: (s) => expect(s.context.fullDays).toEqual([]),
        loadFailed: (s) => expect(s.context.error).toBe('errors.server'),
        choosingProduct: (s) => expect(s.context.item).toBeNull(),
        changing: () => { throw new Error('changing is passed through, never rested in'); },
        checkingUnpaid: (s) => expect(s.context.product?.id).toBe(product.id),
        flashRunning: (s) => {
          expect(s.context.product?.offers.map((o) => o.serviceType)).toEqual([19]);
          expect(s.context.unpaid).toBeNull();
        },
        checkingConflict: (s) => {
          expect(s.context.error).toBe('Some selected dates are no longer available');
          expect(s.context.item).toBeNull();
        },
        unpaid: (s) => expect(s.context.unpaid?.status).toBe('unpaid'),
        'editing.choosingDiscount': (s) => {
          expect(s.context.reading).toBe('four-steps');
          // The product (a restored one may be on a flash sale when its unpaid one is being changed).
          expect(s.context.product?.id).toBe(product.id);
        },
        'editing.choosingDates': (s) => {
          expect(s.context.reading).toBe('four-steps');
          discountHolds(s);
        },
        'editing.detailing': (s) => {
          expect(s.context.reading).toBe('three-steps');
          expect(s.context.product?.id).toBe(product.id);
        },
        reviewing: (s) => {
          expect(s.context.reading).toBe('three-steps');
          discountHolds(s);
          datesHold(s);
          expect(s.context.perDay).toBe(PER_DAY);
        },
        submitting: (s) => {
          discountHolds(s);
          datesHold(s);
          expect(s.context.error).toBeNull();
        },
        reviewingBooking: (s) => {
          expect(s.context.reading).toBe('four-steps');
          expect(s.context.item).toEqual(flashItem);
        },
        bookedFree: (s) => {
          expect(s.context.paymentPath).toBeNull();
          expect(s.context.item).toBeNull();
        },
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          // With the way back into the dialog's review.
          expect(s.context.paymentPath).toMatch(new RegExp(`^/payment\\?type=5&productId=${product.id}&itemId=50[12]&openDialog=flash-sale&step=3&reading=${s.context.reading}&product=${product.slug}&offerId=\\d+&discountType=(percent&selectedDiscount|fixed&fixedDiscountValue)=[\\d.]+&adStartDate=\\d{4}-\\d{2}-\\d{2}&duration=\\d+$`));
        },
        closed: (s) => expect(s.status).toBe('done'),
      },
    });
  }, 120_000);
});

describe('flash sale rules (§5, §9)', () => {
  const draft = { ...emptyDraft(), startDate: TOMORROW, durationText: '3' };
  it('offers 10–50 in the four-step reading and takes 1–100 in the other', () => {
    expect(discountProblem({ ...draft, percent: 30 }, 'four-steps', product.price)).toBeNull();
    expect(discountProblem({ ...draft, percent: 35 }, 'four-steps', product.price)).toBe(FLASH_MESSAGES.percentChoice);
    expect(discountProblem({ ...draft, percent: 35 }, 'three-steps', product.price)).toBeNull();
    expect(discountProblem({ ...draft, percent: 100 }, 'three-steps', product.price)).toBeNull();
    expect(discountProblem({ ...draft, percent: 0 }, 'three-steps', product.price)).toBe(FLASH_MESSAGES.percentRange);
    expect(discountProblem({ ...draft, percent: 101 }, 'three-steps', product.price)).toBe(FLASH_MESSAGES.percentRange);
  });
  it('takes a fixed amount in KWD up to the price, sent in fils', () => {
    const fixed = { ...draft, discountType: 'fixed' as const };
    expect(discountProblem({ ...fixed, fixedText: '245.500' }, 'three-steps', product.price)).toBeNull();
    expect(discountProblem({ ...fixed, fixedText: '245.501' }, 'three-steps', product.price)).toBe(FLASH_MESSAGES.fixedRange);
    expect(discountProblem({ ...fixed, fixedText: '0' }, 'three-steps', product.price)).toBe(FLASH_MESSAGES.fixedRange);
    expect(discountProblem({ ...fixed, fixedText: '' }, 'three-steps', product.price)).toBe(FLASH_MESSAGES.fixedRequired);
    expect(flashBody({ ...fixed, fixedText: '50.5' }, product.id)).toEqual({ productId: product.id, date: TOMORROW, days: 3, percentValue: null, fixedValue: 50_500 });
    expect(salePrice({ ...fixed, fixedText: '50.5' }, 'three-steps', product.price)).toBe(195_000);
    expect(salePrice({ ...draft, percent: 20 }, 'four-steps', product.price)).toBe(196_400);
  });
  it('refuses a start before today, no duration, and a sale over a full day', () => {
    expect(datesProblem(draft, TODAY, [FULL_DAY])).toBeNull();
    expect(datesProblem({ ...draft, startDate: YESTERDAY }, TODAY, [])).toBe(FLASH_MESSAGES.startPast);
    expect(datesProblem({ ...draft, startDate: '' }, TODAY, [])).toBe(FLASH_MESSAGES.startDate);
    expect(datesProblem({ ...draft, durationText: '0' }, TODAY, [])).toBe(FLASH_MESSAGES.duration);
    // 25 Nov for 6 days runs to the 30th.
    expect(datesProblem({ ...draft, durationText: '6' }, TODAY, [FULL_DAY])).toBe(FLASH_MESSAGES.fullDays);
    expect(datesProblem({ ...draft, durationText: '5' }, TODAY, [FULL_DAY])).toBeNull();
  });
});

describe('flash sale dialog (behaviour)', () => {
  it.each(FLASH_READINGS)('%s: books the sale the seller chose, a percent and its days, and goes to pay it', async (reading: FlashReading) => {
    const sent: FlashBody[] = [];
    const paths: string[] = [];
    const actor = createActor(flashDialogMachine.provide({
      actors: {
        loadFlash: fromPromise(async (): Promise<FlashStart> => ({ perDay: PER_DAY, fullDays: [FULL_DAY], credits: 0 })),
        checkUnpaid: fromPromise(async (): Promise<UnpaidCheck> => ({ unpaid: null, fullDays: [FULL_DAY] })),
        addFlashToCart: fromPromise(async ({ input: { free, offerId, ...body } }: { input: FlashBody & { free: boolean; offerId: number | null } }): Promise<CartItem | null> => {
          sent.push(body); expect(free).toBe(false); expect(offerId).toBeNull(); return flashItem;
        }),
      },
      actions: { goToPayment: (_, params: { path: string }) => { paths.push(params.path); } },
    }), { input: { reading, today: TODAY, now: NOW, product } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'PERCENT_CHANGED', percent: 20 });
    if (reading === 'four-steps') actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'START_DATE_CHOSEN', date: TOMORROW });
    actor.send({ type: 'DURATION_CHANGED', text: '3' });
    actor.send({ type: 'NEXT_CLICKED' });
    if (reading === 'three-steps') actor.send({ type: 'SUBMIT_CLICKED' });
    else {
      await waitFor(actor, (s) => s.matches('reviewingBooking'));
      actor.send({ type: 'PAY_CLICKED' });
    }
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ productId: product.id, date: TOMORROW, days: 3, percentValue: 20, fixedValue: null }]);
    // The way back into the dialog's review after a failed payment, with this draft and the booking's offer id.
    expect(paths).toEqual([`/payment?type=5&productId=${product.id}&itemId=${flashItem.itemId}&openDialog=flash-sale&step=3&reading=${reading}&product=${product.slug}&offerId=${flashItem.subjectId}&discountType=percent&selectedDiscount=20&adStartDate=${TOMORROW}&duration=3`]);
  });
});
