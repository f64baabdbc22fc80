// Part 2 §2, §4 Promo offer: 1 choosing the product, 2 filling the details (title, start date, days,
// 1–7 features; typing or adding an 8th is refused with its message), 3 choosing the images (PNG/JPG
// by content, at most 10), 4 reviewing the price (promo × days, §9; the server's amount is the one
// paid), then submitting (the offer goes to the cart) and going to /payment with its cart item (type 9).
// Open to every membership (§2: promo always). Closing unmounts the dialog, so it starts afresh.
import { assign, fromPromise, setup } from 'xstate';
import { createPromoOffer, fetchSettings, PAYMENT_FOR_SERVICE, promotionRefusal } from '../../api/promotions';
import type { CartItem } from '../../api/schemas/memberships';
import type { PromotedProduct } from '../../api/promoted-product';
import { paymentPath } from '../../domain/payment-path';
import { promoPrice } from '../../domain/promotion-pricing';
import {
  acceptImages, areDetailsValid, featuresOfCount, PROMO_FEATURES_MAX, PROMO_TEXT, promoFormData, restoreOf,
  type ChosenImage, type PromoDetails, type PromoImage,
} from './promo-dialog.rules';

export type PromoDialogInput = {
  /** The seller's today (Asia/Kuwait, YYYY-MM-DD): the first day an offer may start. */
  today: string;
  /** The product the dialog opens with, if any (a card's, the products list's). */
  product: PromotedProduct | null;
  /** §2's query values (productId, step, adStartDate, duration); empty when a button opened it. */
  restore: URLSearchParams;
};

export type PromoDialogContext = PromoDetails & {
  today: string;
  product: PromotedProduct | null;
  productId: number | null;
  images: PromoImage[];
  imageSeq: number;
  /** Field errors show once Next was pressed on the step. */
  showErrors: boolean;
  /** What the step says now (a key of services-promo, or the server's text). */
  notice: string | null;
  /** The per-day promo price (fils) from the settings; null until read (or when it could not be). */
  perDay: number | null;
  paymentPath: string | null;
  /** The step the `step` query asked for (1 when none). */
  restoredStep: number;
};

export type PromoDialogEvent =
  | { type: 'PRODUCT_CHOSEN'; product: PromotedProduct }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'NAME_CHANGED'; value: string }
  | { type: 'START_DATE_CHOSEN'; day: string }
  | { type: 'DAYS_CHANGED'; value: string }
  | { type: 'FEATURE_COUNT_TYPED'; value: string }
  | { type: 'FEATURE_ADDED' }
  | { type: 'FEATURE_REMOVED'; index: number }
  | { type: 'FEATURE_CHANGED'; index: number; value: string }
  | { type: 'IMAGES_ADDED'; files: ChosenImage[] }
  | { type: 'IMAGE_REMOVED'; index: number }
  | { type: 'SUBMIT_CLICKED' };

export type SubmitInput = { productId: number; details: PromoDetails; images: PromoImage[] };

/** The four steps, numbered as §4 and the `step` query count them. */
export const PROMO_STEPS = ['choosingProduct', 'fillingDetails', 'choosingImages', 'reviewing'] as const;

const detailsOf = (c: PromoDialogContext): PromoDetails => ({ name: c.name, startDate: c.startDate, days: c.days, features: c.features });

export const promoDialogMachine = setup({
  types: {
    context: {} as PromoDialogContext,
    events: {} as PromoDialogEvent,
    input: {} as PromoDialogInput,
  },
  actors: {
    loadPrice: fromPromise<number | null>(({ signal }) => fetchSettings(['promo'], signal).then((s) => s.promo ?? null)),
    submit: fromPromise<CartItem, SubmitInput>(({ input, signal }) => createPromoOffer(promoFormData(input.productId, input.details, input.images), signal)),
  },
  guards: {
    hasProduct: ({ context }) => context.productId !== null,
    isRestoredPastProduct: ({ context }) => context.productId !== null && context.restoredStep >= 2,
    areDetailsValid: ({ context }) => areDetailsValid(detailsOf(context), context.today),
    hasRoomForFeature: ({ context }) => context.features.length < PROMO_FEATURES_MAX,
    isCountAllowed: ({ context }, params: { value: string }) => featuresOfCount(context.features, params.value) !== null,
    hasImages: ({ context }) => context.images.length > 0,
  },
  actions: {
    chooseProduct: assign((_, params: { product: PromotedProduct }) => ({ product: params.product, productId: params.product.id, notice: null })),
    setName: assign((_, params: { value: string }) => ({ name: params.value })),
    setStartDate: assign((_, params: { day: string }) => ({ startDate: params.day })),
    setDays: assign((_, params: { value: string }) => ({ days: params.value })),
    setFeatureCount: assign(({ context }, params: { value: string }) => ({ features: featuresOfCount(context.features, params.value) ?? context.features, notice: null })),
    addFeature: assign(({ context }) => ({ features: [...context.features, ''], notice: null })),
    removeFeature: assign(({ context }, params: { index: number }) => ({ features: context.features.filter((_, i) => i !== params.index), notice: null })),
    changeFeature: assign(({ context }, params: { index: number; value: string }) => ({
      features: context.features.map((f, i) => (i === params.index ? params.value : f)),
    })),
    blockFeature: assign({ notice: PROMO_TEXT.featuresMax }),
    addImages: assign(({ context }, params: { files: ChosenImage[] }) => {
      const { images, problem } = acceptImages(context.images, params.files, (i) => `image-${context.imageSeq + i}`);
      return { images, notice: problem, imageSeq: context.imageSeq + params.files.length };
    }),
    removeImage: assign(({ context }, params: { index: number }) => ({ images: context.images.filter((_, i) => i !== params.index), notice: null })),
    /** Next pressed on an incomplete step: its fields show what they need, and the step says why. */
    refuse: assign((_, params: { notice: string }) => ({ showErrors: true, notice: params.notice })),
    forgetRestore: assign({ restoredStep: 1 }),
    leaveStep: assign({ showErrors: false, notice: null }),
    keepPrice: assign((_, params: { perDay: number | null }) => ({ perDay: params.perDay })),
    showFailure: assign((_, params: { error: unknown }) => ({ notice: promotionRefusal(params.error, PROMO_TEXT.submitFailed).message })),
    keepPaymentPath: assign((_, params: { item: CartItem; productId: number }) => ({
      paymentPath: paymentPath({ itemId: params.item.itemId, type: PAYMENT_FOR_SERVICE.promo, productId: params.productId }),
    })),
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'promoDialog',
  context: ({ input }) => {
    const restore = restoreOf(input.restore);
    return {
      today: input.today,
      product: input.product,
      productId: input.product?.id ?? restore.productId,
      name: '', startDate: restore.startDate, days: restore.days, features: [''],
      images: [], imageSeq: 0, showErrors: false, notice: null, perDay: null, paymentPath: null, restoredStep: restore.step,
    };
  },
  initial: 'choosingProduct',
  states: {
    choosingProduct: {
      // §2 openDialog restore: on to the details when the product is known (images are never in the query); once.
      always: { guard: 'isRestoredPastProduct', target: 'fillingDetails', actions: 'forgetRestore' },
      on: {
        PRODUCT_CHOSEN: { actions: { type: 'chooseProduct', params: ({ event }) => ({ product: event.product }) } },
        NEXT_CLICKED: [
          { guard: 'hasProduct', target: 'fillingDetails', actions: 'leaveStep' },
          { actions: { type: 'refuse', params: { notice: PROMO_TEXT.chooseProduct } } },
        ],
      },
    },
    fillingDetails: {
      on: {
        NAME_CHANGED: { actions: { type: 'setName', params: ({ event }) => ({ value: event.value }) } },
        START_DATE_CHOSEN: { actions: { type: 'setStartDate', params: ({ event }) => ({ day: event.day }) } },
        DAYS_CHANGED: { actions: { type: 'setDays', params: ({ event }) => ({ value: event.value }) } },
        FEATURE_COUNT_TYPED: [
          { guard: { type: 'isCountAllowed', params: ({ event }) => ({ value: event.value }) }, actions: { type: 'setFeatureCount', params: ({ event }) => ({ value: event.value }) } },
          { actions: 'blockFeature' },
        ],
        FEATURE_ADDED: [{ guard: 'hasRoomForFeature', actions: 'addFeature' }, { actions: 'blockFeature' }],
        FEATURE_REMOVED: { actions: { type: 'removeFeature', params: ({ event }) => ({ index: event.index }) } },
        FEATURE_CHANGED: { actions: { type: 'changeFeature', params: ({ event }) => ({ index: event.index, value: event.value }) } },
        NEXT_CLICKED: [
          { guard: 'areDetailsValid', target: 'choosingImages', actions: 'leaveStep' },
          { actions: { type: 'refuse', params: { notice: PROMO_TEXT.fillRequired } } },
        ],
        BACK_CLICKED: { target: 'choosingProduct', actions: 'leaveStep' },
      },
    },
    choosingImages: {
      on: {
        IMAGES_ADDED: { actions: { type: 'addImages', params: ({ event }) => ({ files: event.files }) } },
        IMAGE_REMOVED: { actions: { type: 'removeImage', params: ({ event }) => ({ index: event.index }) } },
        NEXT_CLICKED: [
          { guard: 'hasImages', target: 'reviewing', actions: 'leaveStep' },
          { actions: { type: 'refuse', params: { notice: PROMO_TEXT.imageRequired } } },
        ],
        BACK_CLICKED: { target: 'fillingDetails', actions: 'leaveStep' },
      },
    },
    reviewing: {
      initial: 'pricing',
      on: {
        SUBMIT_CLICKED: { target: 'submitting', actions: 'leaveStep' },
        BACK_CLICKED: { target: 'choosingImages', actions: 'leaveStep' },
      },
      states: {
        // The price shown is the settings' promo × days (§9); the server prices the cart item itself.
        pricing: {
          invoke: {
            id: 'loadPrice',
            src: 'loadPrice',
            onDone: { target: 'priced', actions: { type: 'keepPrice', params: ({ event }) => ({ perDay: event.output }) } },
            onError: { target: 'priceUnknown', actions: { type: 'keepPrice', params: { perDay: null } } },
          },
        },
        priced: {},
        priceUnknown: {},
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ productId: context.productId!, details: detailsOf(context), images: context.images }),
        onDone: {
          target: 'goingToPayment',
          actions: { type: 'keepPaymentPath', params: ({ context, event }) => ({ item: event.output, productId: context.productId! }) },
        },
        onError: { target: 'reviewing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The view navigates away; the dialog closes with the screen.
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
  },
});

/** The step (1–4) a state shows, for the stepper. */
export const stepOf = (snapshot: { matches: (state: never) => boolean }): number => {
  const at = PROMO_STEPS.findIndex((state) => snapshot.matches(state as never));
  return at >= 0 ? at + 1 : 4;
};

/** The price the review shows: the per-day promo price × days (§9), or null while unknown. */
export const shownPrice = (context: PromoDialogContext): number | null =>
  context.perDay === null || !/^\d+$/.test(context.days) ? null : promoPrice(Number(context.days), { promo: context.perDay });
