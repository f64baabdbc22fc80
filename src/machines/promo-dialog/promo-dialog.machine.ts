// Part 2 §2, §4 Promo offer: 1 choosing the product, 2 filling the details (title, start date, days,
// 1–7 features; typing or adding an 8th is refused with its message), 3 choosing the images (PNG/JPG
// by content, at most 10), 4 reviewing the price (promo × days, §9; the server's amount is the one
// paid), then submitting (the offer goes to the cart) and going to /payment with its cart item (type 9).
// Open to every membership (§2: promo always). Closing unmounts the dialog, so it starts afresh.
// A 409 on submitting is an unpaid promo of the product already in the cart: the warning offers to
// delete it, pay it, or change it to this draft. Back from a failed payment (`offerId` in the query)
// the dialog reopens at its review with the draft and the offer's images, and submitting changes that offer.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../../api/client';
import { deletePromoOffer, updatePromoOffer } from '../../api/promo-offers';
import { createPromoOffer, fetchSettings, fetchUnpaidOffers, isConflict, promotionRefusal } from '../../api/promotions';
import type { CartItem } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import type { PromotedProduct } from '../../api/promoted-product';
import { promoPrice } from '../../domain/promotion-pricing';
import {
  acceptImages, areDetailsValid, featuresOfCount, PROMO_FEATURES_MAX, PROMO_TEXT, promoFormData, restoreOf,
  type ChosenImage, type PromoDetails,
} from './promo-dialog.rules';
import { draftOfOffer, promoPaymentPath, storedImagesOf } from './promo-return';
import type { PromoDialogContext, PromoDialogEvent, PromoDialogInput, SubmitInput } from './promo-dialog.types';

export type { PromoDialogContext, PromoDialogEvent, PromoDialogInput, SubmitInput } from './promo-dialog.types';

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
    // The unpaid offer being changed is updated in place (same cart item, repriced).
    submit: fromPromise<CartItem, SubmitInput>(({ input, signal }) => {
      const form = promoFormData(input.productId, input.details, input.images);
      return input.offerId !== null ? updatePromoOffer(input.offerId, form, signal) : createPromoOffer(form, signal);
    }),
    /** The product's unpaid promo offer (the one being restored, or the one a 409 named), or null. */
    findUnpaid: fromPromise<CompanyOffer | null, { productId: number; offerId: number | null }>(({ input, signal }) =>
      fetchUnpaidOffers({ serviceType: 9, productId: input.productId }, signal)
        .then((list) => list.find((o) => o.itemId !== null && (input.offerId === null || o.id === input.offerId)) ?? null)),
    removeUnpaid: fromPromise<void, { offerId: number }>(({ input, signal }) => deletePromoOffer(input.offerId, signal)),
  },
  guards: {
    hasProduct: ({ context }) => context.productId !== null,
    isRestoredPastProduct: ({ context }) => context.productId !== null && context.restoredStep >= 2,
    areDetailsValid: ({ context }) => areDetailsValid(detailsOf(context), context.today),
    hasRoomForFeature: ({ context }) => context.features.length < PROMO_FEATURES_MAX,
    isCountAllowed: ({ context }, params: { value: string }) => featuresOfCount(context.features, params.value) !== null,
    hasImages: ({ context }) => context.images.length > 0,
    isRestoringBooking: ({ context }) => context.productId !== null && context.editing !== null && context.restoredStep > 1,
    isFound: (_, params: { unpaid: CompanyOffer | null }) => params.unpaid !== null,
    isConflict: ({ context }, params: { error: unknown }) => context.editing === null && isConflict(params.error),
    /** The offer being changed was paid or deleted meanwhile (404): book afresh, with images of its own. */
    wasChangedBookingGone: ({ context }, params: { error: unknown }) => context.editing !== null && failureOf(params.error).status === 404,
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
    keepPaymentPath: assign(({ context }, params: { item: CartItem }) => ({
      paymentPath: promoPaymentPath(params.item.itemId, context.productId!, { offerId: params.item.subjectId, slug: context.product?.slug ?? null, draft: detailsOf(context) }),
    })),
    /** Back from /payment: the draft of the query (the offer's own where the query lacks it) and the offer's images. */
    keepBooking: assign(({ context }, params: { offer: CompanyOffer }) => {
      const own = draftOfOffer(params.offer);
      return {
        name: context.name || own.name, startDate: context.startDate || own.startDate, days: context.days || own.days,
        features: context.features.some((f) => f.trim()) ? context.features : own.features, images: storedImagesOf(params.offer), restoredStep: 1,
      };
    }),
    /** The offer to change is gone: the draft stays, images are chosen again, and submitting adds a new one. */
    forgetBooking: assign({ editing: null, restoredStep: 1, images: [], notice: PROMO_TEXT.bookingGone }),
    keepUnpaid: assign((_, params: { unpaid: CompanyOffer | null }) => ({ unpaid: params.unpaid })),
    keepUnpaidPaymentPath: assign(({ context }) => ({
      paymentPath: promoPaymentPath(context.unpaid!.itemId!, context.productId!, { offerId: context.unpaid!.id, slug: context.product?.slug ?? null, draft: draftOfOffer(context.unpaid!) }),
    })),
    /** Update: the unpaid offer takes this dialog's draft (submitting changes it). */
    changeUnpaid: assign(({ context }) => ({ editing: context.unpaid!.id, unpaid: null, notice: null })),
    showDeleted: assign({ unpaid: null, notice: PROMO_TEXT.deleted }),
    showDeleteFailed: assign((_, params: { error: unknown }) => ({ notice: promotionRefusal(params.error, PROMO_TEXT.deleteFailed).message })),
    /** Provided by the view: the Services screen reloads its cards (an unpaid offer went). */
    tellChanged: () => {},
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
      name: restore.name, startDate: restore.startDate, days: restore.days, features: restore.features.length > 0 ? restore.features : [''],
      images: [], imageSeq: 0, showErrors: false, notice: null, perDay: null, paymentPath: null, restoredStep: restore.step,
      editing: restore.offerId, unpaid: null,
    };
  },
  initial: 'choosingProduct',
  states: {
    choosingProduct: {
      // §2 openDialog restore: back from /payment into the review with the offer's images; else on to
      // the details when the product is known (images are never in the query); once.
      always: [
        { guard: 'isRestoringBooking', target: 'restoringBooking' },
        { guard: 'isRestoredPastProduct', target: 'fillingDetails', actions: 'forgetRestore' },
      ],
      on: {
        PRODUCT_CHOSEN: { actions: { type: 'chooseProduct', params: ({ event }) => ({ product: event.product }) } },
        NEXT_CLICKED: [
          { guard: 'hasProduct', target: 'fillingDetails', actions: 'leaveStep' },
          { actions: { type: 'refuse', params: { notice: PROMO_TEXT.chooseProduct } } },
        ],
      },
    },
    restoringBooking: {
      invoke: {
        id: 'findBooking',
        src: 'findUnpaid',
        input: ({ context }) => ({ productId: context.productId!, offerId: context.editing }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => ({ unpaid: event.output }) }, target: 'reviewing', actions: { type: 'keepBooking', params: ({ event }) => ({ offer: event.output! }) } },
          { target: 'choosingImages', actions: 'forgetBooking' },
        ],
        onError: { target: 'choosingImages', actions: 'forgetBooking' },
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
        input: ({ context }) => ({ productId: context.productId!, details: detailsOf(context), images: context.images, offerId: context.editing }),
        onDone: { target: 'goingToPayment', actions: { type: 'keepPaymentPath', params: ({ event }) => ({ item: event.output }) } },
        onError: [
          { guard: { type: 'wasChangedBookingGone', params: ({ event }) => ({ error: event.error }) }, target: 'choosingImages', actions: ['forgetBooking', 'tellChanged'] },
          // A 409 on adding: an unpaid promo of this product is in the cart (the warning), if it can be found.
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'checkingConflict', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'reviewing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    checkingConflict: {
      invoke: {
        id: 'findUnpaid',
        src: 'findUnpaid',
        input: ({ context }) => ({ productId: context.productId!, offerId: null }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => ({ unpaid: event.output }) }, target: 'unpaidWarning', actions: [{ type: 'keepUnpaid', params: ({ event }) => ({ unpaid: event.output }) }, 'leaveStep'] },
          { target: 'reviewing' },
        ],
        onError: { target: 'reviewing' },
      },
    },
    unpaidWarning: {
      on: {
        DELETE_UNPAID_CLICKED: { target: 'deletingUnpaid', actions: 'leaveStep' },
        PAY_UNPAID_CLICKED: { target: 'goingToPayment', actions: 'keepUnpaidPaymentPath' },
        UPDATE_UNPAID_CLICKED: { target: 'submitting', actions: 'changeUnpaid' },
        BACK_CLICKED: { target: 'reviewing', actions: ['leaveStep', { type: 'keepUnpaid', params: { unpaid: null } }] },
      },
    },
    deletingUnpaid: {
      invoke: {
        id: 'removeUnpaid',
        src: 'removeUnpaid',
        input: ({ context }) => ({ offerId: context.unpaid!.id }),
        onDone: { target: 'reviewing', actions: ['showDeleted', 'tellChanged'] },
        onError: { target: 'unpaidWarning', actions: { type: 'showDeleteFailed', params: ({ event }) => ({ error: event.error }) } },
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
