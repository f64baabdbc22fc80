// The promo offer dialog's model for checkModel and `npm run paths -- promo-dialog`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { pngImage, promoCartItem, promoProduct, textAsPng, TODAY, unpaidPromo, YESTERDAY } from './promo-dialog.fixtures';
import { draftOfOffer, promoPaymentPath, storedImagesOf } from './promo-return';
import { promoDialogMachine, type PromoDialogInput } from './promo-dialog.machine';
import { areDetailsValid, PROMO_FEATURES_MAX, PROMO_TEXT } from './promo-dialog.rules';

export const machine = promoDialogMachine;
type Snap = SnapshotFrom<typeof promoDialogMachine>;

/** Back from a failed payment: the review of the unpaid offer 13 with the draft (its images are the server's). */
export const RETURN_QUERY = new URLSearchParams([
  ['openDialog', 'promo-offer'], ['step', '4'], ['productId', '41'], ['offerId', String(unpaidPromo.id)], ['product', promoProduct.slug],
  ['name', 'Eid sale'], ['adStartDate', TODAY], ['duration', '5'], ['feature', 'Free delivery'], ['feature', 'Gift wrap'],
]);

/** Opened by the Add button, restored by `?openDialog=promo-offer&productId=41&step=2&adStartDate=…&duration=5`, and back from /payment. */
export const inputs: PromoDialogInput[] = [
  { today: TODAY, product: null, restore: new URLSearchParams() },
  { today: TODAY, product: null, restore: new URLSearchParams({ productId: '41', step: '2', adStartDate: TODAY, duration: '5' }) },
  { today: TODAY, product: promoProduct, restore: RETURN_QUERY },
];

const notice = (key: string | null) => holds({ notice: key });
/** A landing check against the snapshot the event was sent in (states merged by `serialize` differ in their texts). */
const from = (expected: (before: Snap['context']) => Record<string, unknown>) => (after: Snap, before: Snap) => holds(expected(before.context))(after);

export function events(s: Snap): EventObject[] {
  const c = s.context;
  if (s.matches('restoringBooking')) {
    return [
      lands('reviewing.pricing', { type: 'xstate.done.actor.findBooking', output: unpaidPromo },
        holds({ editing: unpaidPromo.id, name: 'Eid sale', startDate: TODAY, days: '5', features: ['Free delivery', 'Gift wrap'], images: storedImagesOf(unpaidPromo), restoredStep: 1 })),
      // Paid or deleted meanwhile: the draft stays, images are chosen again, and submitting adds a new offer.
      lands('choosingImages', { type: 'xstate.done.actor.findBooking', output: null }, holds({ editing: null, images: [], notice: PROMO_TEXT.bookingGone, name: 'Eid sale' })),
      lands('choosingImages', { type: 'xstate.error.actor.findBooking', error: networkError() }, holds({ editing: null, notice: PROMO_TEXT.bookingGone })),
    ];
  }
  if (s.matches('choosingProduct')) {
    return [
      ...(c.productId === null ? [lands('choosingProduct', { type: 'NEXT_CLICKED' }, holds({ notice: PROMO_TEXT.chooseProduct, showErrors: true }))] : []),
      ...(c.productId === null ? [stays(s, { type: 'PRODUCT_CHOSEN', product: promoProduct }, holds({ productId: promoProduct.id, notice: null }))] : []),
      ...(c.productId !== null ? [lands('fillingDetails', { type: 'NEXT_CLICKED' }, holds({ showErrors: false, notice: null }))] : []),
    ];
  }
  if (s.matches('fillingDetails')) {
    const valid = areDetailsValid(c, c.today);
    const firstEmpty = c.features.findIndex((f) => !f.trim());
    return [
      ...(c.name === '' ? [stays(s, { type: 'NAME_CHANGED', value: 'Eid sale' }, holds({ name: 'Eid sale' }))] : []),
      // A day before today is kept, and refused at Next; today is fine.
      ...(c.startDate === '' ? [stays(s, { type: 'START_DATE_CHOSEN', day: YESTERDAY }, holds({ startDate: YESTERDAY }))] : []),
      ...(c.startDate !== TODAY ? [stays(s, { type: 'START_DATE_CHOSEN', day: TODAY }, holds({ startDate: TODAY }))] : []),
      ...(c.days !== '5' ? [stays(s, { type: 'DAYS_CHANGED', value: '5' }, holds({ days: '5' }))] : []),
      // Typing 8 in the count is refused: the features stay, the step says at most 7.
      stays(s, { type: 'FEATURE_COUNT_TYPED', value: '8' }, from((b) => ({ features: b.features, notice: PROMO_TEXT.featuresMax }))),
      ...(c.features.length !== 2 ? [stays(s, { type: 'FEATURE_COUNT_TYPED', value: '2' }, from((b) => ({ features: [...b.features, '', ''].slice(0, 2), notice: null })))] : []),
      ...(c.features.length !== PROMO_FEATURES_MAX ? [stays(s, { type: 'FEATURE_COUNT_TYPED', value: String(PROMO_FEATURES_MAX) }, (after: Snap) => expect7(after))] : []),
      ...(c.features.length > 0 ? [stays(s, { type: 'FEATURE_COUNT_TYPED', value: '' }, holds({ features: [] }))] : []),
      c.features.length < PROMO_FEATURES_MAX
        ? stays(s, { type: 'FEATURE_ADDED' }, from((b) => ({ features: [...b.features, ''], notice: null })))
        : stays(s, { type: 'FEATURE_ADDED' }, from((b) => ({ features: b.features, notice: PROMO_TEXT.featuresMax }))),
      ...(c.features.length > 0 ? [stays(s, { type: 'FEATURE_REMOVED', index: 0 }, from((b) => ({ features: b.features.slice(1) })))] : []),
      ...(firstEmpty >= 0 ? [stays(s, { type: 'FEATURE_CHANGED', index: firstEmpty, value: `Feature ${firstEmpty + 1}` }, (after: Snap) => {
        if (after.context.features[firstEmpty] !== `Feature ${firstEmpty + 1}`) throw new Error('the feature text was not kept');
      })] : []),
      valid
        ? lands('choosingImages', { type: 'NEXT_CLICKED' }, holds({ showErrors: false, notice: null }))
        : stays(s, { type: 'NEXT_CLICKED' }, holds({ showErrors: true, notice: PROMO_TEXT.fillRequired })),
      lands('choosingProduct', { type: 'BACK_CLICKED' }, from((b) => ({ showErrors: false, productId: b.productId }))),
    ];
  }
  if (s.matches('choosingImages')) {
    return [
      ...(c.images.length === 0 ? [stays(s, { type: 'IMAGES_ADDED', files: [pngImage()] }, (after: Snap) => {
        if (after.context.images.length !== 1 || after.context.notice !== null) throw new Error('the PNG was not kept');
      })] : []),
      stays(s, { type: 'IMAGES_ADDED', files: [textAsPng()] }, from((b) => ({ notice: PROMO_TEXT.pngJpgOnly, images: b.images.map(jsonImage) }))),
      ...(c.images.length > 0 ? [stays(s, { type: 'IMAGE_REMOVED', index: 0 }, from((b) => ({ images: b.images.slice(1).map(jsonImage) })))] : []),
      c.images.length > 0
        ? lands('reviewing.pricing', { type: 'NEXT_CLICKED' }, holds({ notice: null }))
        : stays(s, { type: 'NEXT_CLICKED' }, holds({ notice: PROMO_TEXT.imageRequired, showErrors: true })),
      lands('fillingDetails', { type: 'BACK_CLICKED' }, holds({ notice: null })),
    ];
  }
  if (s.matches('reviewing')) {
    return [
      ...(s.matches({ reviewing: 'pricing' }) ? [
        lands('reviewing.priced', { type: 'xstate.done.actor.loadPrice', output: 3_000 }, holds({ perDay: 3_000 })),
        lands('reviewing.priceUnknown', { type: 'xstate.error.actor.loadPrice', error: networkError() }, holds({ perDay: null })),
      ] : []),
      lands('submitting', { type: 'SUBMIT_CLICKED' }, holds({ notice: null })),
      lands('choosingImages', { type: 'BACK_CLICKED' }, from((b) => ({ images: b.images.map(jsonImage) }))),
    ];
  }
  if (s.matches('submitting')) {
    const inCart = 'An unpaid booking of this service for this product is already in your cart.';
    return [
      // /payment with the way back: the review of the offer the cart item pays (its subjectId) and the draft.
      lands('goingToPayment', { type: 'xstate.done.actor.submit', output: promoCartItem }, from((b) => ({
        paymentPath: promoPaymentPath(promoCartItem.itemId, promoProduct.id, { offerId: promoCartItem.subjectId, slug: b.product?.slug ?? null, draft: { name: b.name, startDate: b.startDate, days: b.days, features: b.features } }),
      }))),
      // Adding, a 409 is an unpaid promo of the product in the cart: it is looked up for the warning.
      ...(c.editing === null ? [lands('checkingConflict', { type: 'xstate.error.actor.submit', error: httpError(409, { message: inCart }) }, notice(inCart))] : [
        // Changing, the offer was paid or deleted meanwhile: images again, and a new offer.
        lands('choosingImages', { type: 'xstate.error.actor.submit', error: httpError(404, {}) }, holds({ editing: null, images: [], notice: PROMO_TEXT.bookingGone })),
        lands('reviewing.pricing', { type: 'xstate.error.actor.submit', error: httpError(409, { message: inCart }) }, holds({ notice: inCart, editing: c.editing })),
      ]),
      lands('reviewing.pricing', { type: 'xstate.error.actor.submit', error: httpError(400, {}) }, notice(PROMO_TEXT.submitFailed)),
    ];
  }
  if (s.matches('checkingConflict')) {
    return [
      lands('unpaidWarning', { type: 'xstate.done.actor.findUnpaid', output: unpaidPromo }, holds({ unpaid: unpaidPromo, notice: null })),
      lands('reviewing.pricing', { type: 'xstate.done.actor.findUnpaid', output: null }, holds({ unpaid: null })),
      lands('reviewing.pricing', { type: 'xstate.error.actor.findUnpaid', error: networkError() }, holds({ unpaid: null })),
    ];
  }
  if (s.matches('unpaidWarning')) {
    return [
      lands('deletingUnpaid', { type: 'DELETE_UNPAID_CLICKED' }, holds({ notice: null, unpaid: unpaidPromo })),
      lands('goingToPayment', { type: 'PAY_UNPAID_CLICKED' }, holds({
        paymentPath: promoPaymentPath(unpaidPromo.itemId!, promoProduct.id, { offerId: unpaidPromo.id, slug: c.product?.slug ?? null, draft: draftOfOffer(unpaidPromo) }),
      })),
      // Update: the unpaid offer is changed to this draft (PUT), on its own cart item.
      lands('submitting', { type: 'UPDATE_UNPAID_CLICKED' }, holds({ editing: unpaidPromo.id, unpaid: null, notice: null })),
      lands('reviewing.pricing', { type: 'BACK_CLICKED' }, holds({ unpaid: null, notice: null, editing: null })),
    ];
  }
  if (s.matches('deletingUnpaid')) {
    return [
      lands('reviewing.pricing', { type: 'xstate.done.actor.removeUnpaid' }, holds({ unpaid: null, notice: PROMO_TEXT.deleted, editing: null })),
      lands('unpaidWarning', { type: 'xstate.error.actor.removeUnpaid', error: httpError(404, {}) }, holds({ notice: PROMO_TEXT.deleteFailed, unpaid: unpaidPromo })),
    ];
  }
  return [];
}

const jsonImage = (image: { id: string }) => JSON.parse(JSON.stringify(image)) as unknown;

function expect7(after: Snap) {
  if (after.context.features.length !== PROMO_FEATURES_MAX || after.context.notice !== null) throw new Error('the count did not become 7');
}

/** A state is its value and what its step's checks and the flow depend on, not every text typed. */
export const serialize = (s: Snap) => {
  const c = s.context;
  return JSON.stringify([
    s.value, c.productId !== null, c.name !== '', c.startDate === '' ? 0 : c.startDate < c.today ? 1 : 2, c.days,
    [0, 1, 2, PROMO_FEATURES_MAX].includes(c.features.length) ? c.features.length : 'some', c.features.every((f) => f.trim()),
    c.images.length, c.perDay, c.paymentPath !== null, c.unpaid !== null,
    // Whether an offer is being changed matters from the review on (the steps before merge, or the walk grows past its time).
    s.matches('reviewing') || s.matches('submitting') ? c.editing : null,
  ]);
};

export const model = { machine, events, inputs, serialize };
