// The promo offer dialog's model for checkModel and `npm run paths -- promo-dialog`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { pngImage, promoCartItem, promoProduct, textAsPng, TODAY, YESTERDAY } from './promo-dialog.fixtures';
import { promoDialogMachine, type PromoDialogInput } from './promo-dialog.machine';
import { areDetailsValid, PROMO_FEATURES_MAX, PROMO_TEXT } from './promo-dialog.rules';

export const machine = promoDialogMachine;
type Snap = SnapshotFrom<typeof promoDialogMachine>;

/** Opened by the Add button, and restored by `?openDialog=promo-offer&productId=41&step=2&adStartDate=…&duration=5`. */
export const inputs: PromoDialogInput[] = [
  { today: TODAY, product: null, restore: new URLSearchParams() },
  { today: TODAY, product: null, restore: new URLSearchParams({ productId: '41', step: '2', adStartDate: TODAY, duration: '5' }) },
];

const notice = (key: string | null) => holds({ notice: key });
/** A landing check against the snapshot the event was sent in (states merged by `serialize` differ in their texts). */
const from = (expected: (before: Snap['context']) => Record<string, unknown>) => (after: Snap, before: Snap) => holds(expected(before.context))(after);

export function events(s: Snap): EventObject[] {
  const c = s.context;
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
    return [
      lands('goingToPayment', { type: 'xstate.done.actor.submit', output: promoCartItem }, holds({ paymentPath: `/payment?type=9&productId=${promoProduct.id}&itemId=${promoCartItem.itemId}` })),
      // A refusal in the server's words (409: one unpaid promo per product already in the cart).
      lands('reviewing.pricing', { type: 'xstate.error.actor.submit', error: httpError(409, { message: 'This service is already in your cart' }) }, notice('This service is already in your cart')),
      lands('reviewing.pricing', { type: 'xstate.error.actor.submit', error: httpError(400, {}) }, notice(PROMO_TEXT.submitFailed)),
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
    c.images.length, c.perDay, c.paymentPath !== null,
  ]);
};

export const model = { machine, events, inputs, serialize };
