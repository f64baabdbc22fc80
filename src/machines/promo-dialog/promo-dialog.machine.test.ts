import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItem } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { assertModel } from '../test/model';
import { pngImage, promoCartItem, promoProduct, TODAY, unpaidPromo } from './promo-dialog.fixtures';
import { promoDialogMachine, shownPrice, stepOf, type SubmitInput } from './promo-dialog.machine';
import { events, inputs, machine, RETURN_QUERY, serialize } from './promo-dialog.model';
import { promoFormData } from './promo-dialog.rules';
import { PROMO_FEATURES_MAX } from './promo-dialog.rules';

describe('promo offer dialog machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    const result = assertModel({
      machine,
      events,
      inputs,
      serialize,
      states: {
        choosingProduct: (s) => expect(stepOf(s)).toBe(1),
        fillingDetails: (s) => {
          expect(stepOf(s)).toBe(2);
          expect(s.context.productId).toBe(promoProduct.id);
          expect(s.context.features.length).toBeLessThanOrEqual(PROMO_FEATURES_MAX);
        },
        choosingImages: (s) => {
          expect(stepOf(s)).toBe(3);
          expect(s.context.name).toBe('Eid sale');
          expect(s.context.startDate).toBe(TODAY);
          expect(s.context.features.every((f) => f.trim())).toBe(true);
        },
        'reviewing.pricing': (s) => {
          expect(stepOf(s)).toBe(4);
          expect(s.context.images.length).toBeGreaterThan(0);
        },
        'reviewing.priced': (s) => expect(shownPrice(s.context)).toBe(3_000 * Number(s.context.days)),
        'reviewing.priceUnknown': (s) => expect(shownPrice(s.context)).toBeNull(),
        restoringBooking: (s) => expect(s.context.editing).toBe(13),
        submitting: (s) => expect(s.context.notice).toBeNull(),
        checkingConflict: (s) => expect(s.context.editing).toBeNull(),
        unpaidWarning: (s) => expect(s.context.unpaid?.id).toBe(13),
        deletingUnpaid: (s) => expect(s.context.unpaid?.id).toBe(13),
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          // Back from /payment the review of the offer being paid opens again (openDialog, step 4, offerId).
          expect(s.context.paymentPath).toMatch(/^\/payment\?type=9&productId=41&itemId=(77|78)&openDialog=promo-offer&step=4&productId=41&offerId=(12|13)&/);
        },
      },
    });
    expect(result.paths.length).toBeGreaterThan(50);
  });
});

describe('promo offer dialog (behaviour)', () => {
  it('sends the form the server takes and goes to /payment with the cart item, type 9 and the product', async () => {
    const sent: SubmitInput[] = [];
    const went: string[] = [];
    const actor = createActor(promoDialogMachine.provide({
      actors: {
        loadPrice: fromPromise(async (): Promise<number | null> => 3_000),
        submit: fromPromise(async ({ input }: { input: SubmitInput }): Promise<CartItem> => { sent.push(input); return promoCartItem; }),
      },
      actions: { goToPayment: (_, params: { path: string }) => { went.push(params.path); } },
    }), { input: inputs[0] }).start();
    actor.send({ type: 'PRODUCT_CHOSEN', product: promoProduct });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'NAME_CHANGED', value: ' Eid sale ' });
    actor.send({ type: 'START_DATE_CHOSEN', day: TODAY });
    actor.send({ type: 'DAYS_CHANGED', value: '5' });
    actor.send({ type: 'FEATURE_CHANGED', index: 0, value: 'Free delivery' });
    actor.send({ type: 'FEATURE_ADDED' });
    actor.send({ type: 'FEATURE_CHANGED', index: 1, value: 'Warranty' });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'IMAGES_ADDED', files: [pngImage()] });
    actor.send({ type: 'NEXT_CLICKED' });
    await waitFor(actor, (s) => s.matches({ reviewing: 'priced' }));
    expect(shownPrice(actor.getSnapshot().context)).toBe(15_000);
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent[0].details).toEqual({ name: ' Eid sale ', startDate: TODAY, days: '5', features: ['Free delivery', 'Warranty'] });
    expect(sent[0].images.map((i) => i.name)).toEqual(['front.png']);
    expect(went).toEqual(['/payment?type=9&productId=41&itemId=77&openDialog=promo-offer&step=4&productId=41&offerId=12'
      + '&product=samsung-galaxy-s24-41&name=Eid+sale&adStartDate=2026-11-24&duration=5&feature=Free+delivery&feature=Warranty']);
  });

  it('restores at the details step with the start date and duration of the query, and at the product step without a product', () => {
    const restored = createActor(promoDialogMachine, { input: inputs[1] }).start().getSnapshot();
    expect(restored.value).toBe('fillingDetails');
    expect(restored.context).toMatchObject({ productId: 41, startDate: TODAY, days: '5' });
    const noProduct = createActor(promoDialogMachine, { input: { ...inputs[1], restore: new URLSearchParams({ step: '3' }) } }).start().getSnapshot();
    expect(noProduct.value).toBe('choosingProduct');
  });

  it('back from /payment: opens the review with the draft and the offer\'s images, and submitting changes that offer without sending images', async () => {
    const sent: SubmitInput[] = [];
    const actor = createActor(promoDialogMachine.provide({
      actors: {
        findUnpaid: fromPromise(async (): Promise<CompanyOffer | null> => unpaidPromo),
        loadPrice: fromPromise(async (): Promise<number | null> => 3_000),
        submit: fromPromise(async ({ input }: { input: SubmitInput }): Promise<CartItem> => { sent.push(input); return { ...promoCartItem, subjectId: unpaidPromo.id }; }),
      },
    }), { input: { today: TODAY, product: promoProduct, restore: RETURN_QUERY } }).start();
    await waitFor(actor, (s) => s.matches({ reviewing: 'priced' }));
    expect(actor.getSnapshot().context).toMatchObject({ editing: 13, name: 'Eid sale', days: '5', features: ['Free delivery', 'Gift wrap'] });
    expect(actor.getSnapshot().context.images.map((i) => i.preview)).toEqual(unpaidPromo.images.map((i) => i.url));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent[0].offerId).toBe(13);
    const form = promoFormData(41, sent[0].details, sent[0].images);
    expect(form.getAll('images')).toEqual([]);
    expect(JSON.parse(form.get('keptImages') as string)).toEqual(unpaidPromo.images.map((i) => i.url));
  });
});
