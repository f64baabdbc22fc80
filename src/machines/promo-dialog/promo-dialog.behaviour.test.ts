// What the promo dialog shows as the seller moves through it: a step's messages after a refused Next,
// gone on the next step or after Back; a server's refusal or a failed delete forgotten once the seller
// moves on; and the Services screen told once to reload its cards when an unpaid offer went.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItem } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { httpError } from '../session/session.fixtures';
import { pngImage, promoCartItem, promoProduct, textAsPng, TODAY, unpaidPromo } from './promo-dialog.fixtures';
import { inOrder } from '../test/answers';
import { promoDialogMachine, type PromoDialogInput, type SubmitInput } from './promo-dialog.machine';
import { RETURN_QUERY } from './promo-dialog.model';
import { detailsProblems, PROMO_TEXT } from './promo-dialog.rules';

/** Restored at step 4 with a full draft but no offer to change: the details hold, images are still to choose. */
const draftQuery = new URLSearchParams([...RETURN_QUERY].filter(([key]) => key !== 'offerId'));
const fresh: PromoDialogInput = { today: TODAY, product: null, restore: new URLSearchParams() };
const inCart = httpError(409, { message: 'An unpaid booking of this service for this product is already in your cart.' });

type Answers = { submit?: (CartItem | Error)[]; unpaid?: (CompanyOffer | null)[]; remove?: (undefined | Error)[] };
/** The dialog with the server's answers in order (the last one repeated) and the view's calls counted. */
function open(input: PromoDialogInput, answers: Answers = {}) {
  const submits = inOrder(answers.submit ?? [promoCartItem]);
  const unpaids = inOrder(answers.unpaid ?? [null]);
  const removes = inOrder(answers.remove ?? [undefined]);
  const calls = { tellChanged: 0, submitted: [] as Array<number | null>, went: [] as string[] };
  const actor = createActor(promoDialogMachine.provide({
    actors: {
      loadPrice: fromPromise(async (): Promise<number | null> => 3_000),
      submit: fromPromise(async ({ input }: { input: SubmitInput }): Promise<CartItem> => {
        calls.submitted.push(input.offerId);
        return submits();
      }),
      findUnpaid: fromPromise(async (): Promise<CompanyOffer | null> => unpaids()),
      removeUnpaid: fromPromise(async (): Promise<void> => removes()),
    },
    actions: { tellChanged: () => { calls.tellChanged += 1; }, goToPayment: (_, params: { path: string }) => { calls.went.push(params.path); } },
  }), { input }).start();
  return { actor, calls };
}
type Dialog = ReturnType<typeof open>['actor'];

/** What the step shows: the details' field problems (once Next was refused there) and the step's message. */
const shown = (actor: Dialog) => {
  const c = actor.getSnapshot().context;
  return { problems: c.showErrors ? Object.keys(detailsProblems(c, c.today)) : [], notice: c.notice };
};

/** From the restored draft's details through the images (one PNG) to the review. */
async function toReview(actor: Dialog) {
  await waitFor(actor, (s) => s.matches('fillingDetails'));
  actor.send({ type: 'NEXT_CLICKED' });
  actor.send({ type: 'IMAGES_ADDED', files: [pngImage()] });
  actor.send({ type: 'NEXT_CLICKED' });
  expect(actor.getSnapshot().matches('reviewing')).toBe(true);
}

/** Submitted from the review into the 409's warning about the product's unpaid offer. */
async function toWarning(actor: Dialog) {
  await toReview(actor);
  actor.send({ type: 'SUBMIT_CLICKED' });
  await waitFor(actor, (s) => s.matches('unpaidWarning'));
  expect(shown(actor).notice).toBeNull();
}

describe('promo offer dialog as the seller moves through it (behaviour)', () => {
  it('Next without a product says to choose one; once chosen, the details step opens with no problems shown', () => {
    const { actor } = open(fresh);
    actor.send({ type: 'NEXT_CLICKED' });
    expect(shown(actor).notice).toBe(PROMO_TEXT.chooseProduct);
    actor.send({ type: 'PRODUCT_CHOSEN', product: promoProduct });
    actor.send({ type: 'NEXT_CLICKED' });
    expect(actor.getSnapshot().matches('fillingDetails')).toBe(true);
    expect(shown(actor)).toEqual({ problems: [], notice: null });
  });

  it('details refused at Next show their problems; filled in, Next goes on to the images with nothing said', () => {
    const { actor } = open({ ...fresh, product: promoProduct });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'NEXT_CLICKED' });
    expect(shown(actor)).toEqual({ problems: ['name', 'startDate', 'days', 'feature-0'], notice: PROMO_TEXT.fillRequired });
    actor.send({ type: 'NAME_CHANGED', value: 'Eid sale' });
    actor.send({ type: 'START_DATE_CHOSEN', day: TODAY });
    actor.send({ type: 'DAYS_CHANGED', value: '5' });
    actor.send({ type: 'FEATURE_CHANGED', index: 0, value: 'Free delivery' });
    actor.send({ type: 'NEXT_CLICKED' });
    expect(actor.getSnapshot().matches('choosingImages')).toBe(true);
    expect(shown(actor)).toEqual({ problems: [], notice: null });
  });

  it('Back from refused details: the product step says nothing, and the details open again clean', () => {
    const { actor } = open({ ...fresh, product: promoProduct });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'NEXT_CLICKED' });
    expect(shown(actor).notice).toBe(PROMO_TEXT.fillRequired);
    actor.send({ type: 'BACK_CLICKED' });
    expect(actor.getSnapshot().matches('choosingProduct')).toBe(true);
    expect(shown(actor).notice).toBeNull();
    actor.send({ type: 'NEXT_CLICKED' });
    expect(shown(actor)).toEqual({ problems: [], notice: null });
  });

  it('images: Next without one says one is needed; a text file beside a PNG is refused with its reason; Next goes on to a review that says nothing', async () => {
    const { actor } = open({ ...fresh, restore: draftQuery });
    await waitFor(actor, (s) => s.matches('fillingDetails'));
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'NEXT_CLICKED' });
    expect(shown(actor).notice).toBe(PROMO_TEXT.imageRequired);
    actor.send({ type: 'IMAGES_ADDED', files: [pngImage(), textAsPng()] });
    expect(actor.getSnapshot().context.images).toHaveLength(1);
    expect(shown(actor).notice).toBe(PROMO_TEXT.pngJpgOnly);
    actor.send({ type: 'NEXT_CLICKED' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(shown(actor).notice).toBeNull();
  });

  it('a refused submit is said on the review, and Back to the images forgets it', async () => {
    const { actor, calls } = open({ ...fresh, restore: draftQuery }, { submit: [httpError(400, {})] });
    await toReview(actor);
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.notice !== null);
    expect(shown(actor).notice).toBe(PROMO_TEXT.submitFailed);
    actor.send({ type: 'BACK_CLICKED' });
    expect(actor.getSnapshot().matches('choosingImages')).toBe(true);
    expect(shown(actor).notice).toBeNull();
    expect(calls.tellChanged).toBe(0);
  });

  it('the unpaid offer being changed is gone (404): said on the images step, the cards reload once, and the next submit adds a new offer', async () => {
    const { actor, calls } = open({ today: TODAY, product: promoProduct, restore: RETURN_QUERY }, {
      unpaid: [unpaidPromo], submit: [httpError(404, {}), promoCartItem],
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.matches('choosingImages'));
    expect(shown(actor).notice).toBe(PROMO_TEXT.bookingGone);
    expect(calls.tellChanged).toBe(1);
    actor.send({ type: 'IMAGES_ADDED', files: [pngImage()] });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.submitted).toEqual([unpaidPromo.id, null]);
    expect(calls.went).toHaveLength(1);
    expect(calls.tellChanged).toBe(1);
  });

  it('deleting the unpaid offer: a failed delete is said and the cards not told; trying again hides it while it runs; deleted, the review says so and the cards reload once', async () => {
    const { actor, calls } = open({ ...fresh, restore: draftQuery }, {
      submit: [inCart], unpaid: [unpaidPromo], remove: [httpError(404, {}), undefined],
    });
    await toWarning(actor);
    actor.send({ type: 'DELETE_UNPAID_CLICKED' });
    await waitFor(actor, (s) => s.matches('unpaidWarning') && s.context.notice !== null);
    expect(shown(actor).notice).toBe(PROMO_TEXT.deleteFailed);
    expect(calls.tellChanged).toBe(0);
    actor.send({ type: 'DELETE_UNPAID_CLICKED' });
    expect(actor.getSnapshot().matches('deletingUnpaid')).toBe(true);
    expect(shown(actor).notice).toBeNull();
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(shown(actor).notice).toBe(PROMO_TEXT.deleted);
    expect(calls.tellChanged).toBe(1);
  });

  it('Back from the warning after a failed delete: the review does not carry the failure, and the cards are not told', async () => {
    const { actor, calls } = open({ ...fresh, restore: draftQuery }, {
      submit: [inCart], unpaid: [unpaidPromo], remove: [httpError(404, {})],
    });
    await toWarning(actor);
    actor.send({ type: 'DELETE_UNPAID_CLICKED' });
    await waitFor(actor, (s) => s.matches('unpaidWarning') && s.context.notice !== null);
    actor.send({ type: 'BACK_CLICKED' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ notice: null, unpaid: null });
    expect(calls.tellChanged).toBe(0);
  });
});
