import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItem } from '../../../../api/schemas/memberships';
import type { FlashBody } from '../../../../api/schemas/promotions';
import { emptyDraft } from '../../../../machines/flash-dialog/flash-dialog.draft';
import { flashItem, FULL_DAY, NOW, PER_DAY, product, TODAY, TOMORROW } from '../../../../machines/flash-dialog/flash-dialog.fixtures';
import { flashDialogMachine, type FlashStart, type UnpaidCheck } from '../../../../machines/flash-dialog/flash-dialog.machine';
import { flashPaymentPath } from '../../../../machines/flash-dialog/flash-return';
import { servicesReturnHref } from '../../payment/payment-query';
import { flashRestore } from './flash-restore';

const draft = { ...emptyDraft(), percent: 20, startDate: TOMORROW, durationText: '3' };

describe('flash sale: back from a failed payment into the review', () => {
  it('the /payment address carries the dialog, its step, the booking and the draft; Back to Services restores them', () => {
    const pay = flashPaymentPath(502, product.id, { offerId: 89, slug: product.slug, reading: 'three-steps', draft });
    expect(pay).toBe(`/payment?type=5&productId=${product.id}&itemId=502&openDialog=flash-sale&step=3&reading=three-steps&product=${product.slug}&offerId=89&discountType=percent&selectedDiscount=20&adStartDate=${TOMORROW}&duration=3`);
    const back = servicesReturnHref(pay.slice(pay.indexOf('?')));
    expect(back).toMatch(/^\/services\?tab=0&productId=\d+&openDialog=flash-sale&step=3&/);
    expect(flashRestore(new URLSearchParams(back.slice(back.indexOf('?'))))).toEqual({
      step: 3, offerId: 89, draft: { discountType: 'percent', percent: 20, startDate: TOMORROW, durationText: '3' },
    });
    const fixed = flashPaymentPath(7, 1, { offerId: 5, slug: 'lamp', reading: 'four-steps', draft: { ...draft, discountType: 'fixed', fixedText: '12.500' } });
    expect(flashRestore(new URLSearchParams(fixed.slice(fixed.indexOf('?')))).draft).toMatchObject({ discountType: 'fixed', fixedText: '12.500' });
    expect(flashRestore(new URLSearchParams('offerId=0&step=3')).offerId).toBeUndefined();
    expect(flashRestore(new URLSearchParams('offerId=x1')).offerId).toBeUndefined();
  });

  it('restored, the dialog opens at the review with the draft and submitting changes that booking, not a second one', async () => {
    const calls: Array<FlashBody & { offerId: number | null }> = [];
    const actor = createActor(flashDialogMachine.provide({
      actors: {
        loadFlash: fromPromise(async (): Promise<FlashStart> => ({ perDay: PER_DAY, fullDays: [FULL_DAY], credits: 0 })),
        // The unpaid sale in the cart is the one being changed: no warning.
        checkUnpaid: fromPromise(async (): Promise<UnpaidCheck> => ({ unpaid: null, fullDays: [FULL_DAY] })),
        addFlashToCart: fromPromise(async ({ input: { free, ...body } }: { input: FlashBody & { free: boolean; offerId: number | null } }): Promise<CartItem | null> => {
          calls.push(body); expect(free).toBe(false); return flashItem;
        }),
      },
      actions: { goToPayment: () => {} },
    }), { input: { reading: 'three-steps', today: TODAY, now: NOW, product, ...flashRestore(new URLSearchParams(`openDialog=flash-sale&step=3&offerId=89&discountType=percent&selectedDiscount=20&adStartDate=${TOMORROW}&duration=3`)) } }).start();
    const review = await waitFor(actor, (s) => s.matches('reviewing'));
    expect(review.context).toMatchObject({ editing: 89, draft: { percent: 20, startDate: TOMORROW, durationText: '3' } });
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ productId: product.id, date: TOMORROW, days: 3, percentValue: 20, fixedValue: null, offerId: 89 }]);
  });
});
