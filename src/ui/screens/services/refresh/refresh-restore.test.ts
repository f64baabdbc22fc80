import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RefreshBody } from '../../../../api/schemas/promotions';
import { flashItem, product, TODAY, TOMORROW } from '../../../../machines/flash-dialog/flash-dialog.fixtures';
import { refreshDialogMachine, type RefreshCredits } from '../../../../machines/refresh-dialog/refresh-dialog.machine';
import { refreshPaymentPath } from '../../../../machines/refresh-dialog/refresh-return';
import { servicesReturnHref } from '../../payment/payment-query';
import { refreshRestore } from './refresh-restore';

describe('ad refresh: back from a failed payment into its last step', () => {
  it('the /payment address carries the dialog, its step, the booking and the start day; Back to Services restores them', () => {
    const pay = refreshPaymentPath(502, product.id, { offerId: 89, slug: product.slug, startDate: TOMORROW });
    expect(pay).toBe(`/payment?type=4&productId=${product.id}&itemId=502&openDialog=refresh&step=2&product=${product.slug}&offerId=89&adStartDate=${TOMORROW}`);
    const back = servicesReturnHref(pay.slice(pay.indexOf('?')));
    expect(back).toBe(`/services?tab=0&productId=${product.id}&openDialog=refresh&step=2&product=${product.slug}&offerId=89&adStartDate=${TOMORROW}`);
    expect(refreshRestore(new URLSearchParams(back.slice(back.indexOf('?'))))).toEqual({ startDate: TOMORROW, offerId: 89 });
    expect(refreshRestore(new URLSearchParams('offerId=0&adStartDate=2026-1-1'))).toEqual({});
  });

  it('restored, submitting changes that refresh in the cart (even with credits left), not a second one', async () => {
    const sent: Array<RefreshBody & { offerId: number | null }> = [];
    const actor = createActor(refreshDialogMachine.provide({
      actors: {
        loadCredits: fromPromise(async (): Promise<RefreshCredits> => ({ credits: 2, price: 1_500 })),
        addRefreshToCart: fromPromise(async ({ input }: { input: RefreshBody & { offerId: number | null } }) => { sent.push(input); return flashItem; }),
      },
      actions: { goToPayment: () => {} },
    }), { input: { today: TODAY, product, ...refreshRestore(new URLSearchParams(`openDialog=refresh&step=2&offerId=89&adStartDate=${TOMORROW}`)) } }).start();
    const step = await waitFor(actor, (s) => s.matches('choosingDate'));
    expect(step.context).toMatchObject({ startDate: TOMORROW, editing: 89 });
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ productId: product.id, date: TOMORROW, offerId: 89 }]);
  });
});
