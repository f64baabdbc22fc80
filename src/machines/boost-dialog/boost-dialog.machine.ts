// Part 2 §4 Boost: 1 pick the product, 2 the form (start date, days, keepTop5 with the top-5 dates
// chosen on a calendar that refuses the reserved ones), 3 review (the §9 price) and submit, which
// books the boost in the cart (the server prices it) and goes to /payment with the cart item.
// A 409 is either a date taken meanwhile (back to the form with the server's words) or an unpaid
// boost of the product already in the cart (the warning: delete it, change it to these dates, or pay it).
// Back from a failed payment (`offerId` in the restore) the review submits a change of that booking.
import { assign, fromPromise, setup } from 'xstate';
import { fetchMembershipSelf } from '../../api/memberships';
import {
  addServiceDirect, addServiceToCart, fetchOffersCalendar, fetchSettings, fetchUnpaidOffers, isConflict, promotionRefusal,
  removeServiceFromCart, SERVICE_TYPE, updateServiceInCart,
} from '../../api/promotions';
import { failureOf } from '../../api/client';
import type { CartItem } from '../../api/schemas/memberships';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { addDays, todayInKuwait } from '../../domain/calendar';
import {
  BOOST_MESSAGES, boostDays, boostPaymentPath, draftReturn, formProblem, hasRange, takenOf, unpaidReturn, usesCredit,
  type BoostDialogContext, type BoostDialogEvent, type BoostDialogInput, type BoostPrices, type BoostProduct,
} from './boost-dialog.rules';

// What the views, the model and the tests read along with the machine.
export {
  BOOST_MAX_DAYS, BOOST_MESSAGES, boostDays, boostPaymentPath, usesCredit,
  type BoostDialogContext, type BoostDialogEvent, type BoostDialogInput, type BoostPrices, type BoostProduct, type BoostStep,
} from './boost-dialog.rules';


type CalendarInput = { startDate: string; endDate: string };
type BookInput = { productId: number; date: string; days: number; inTop: string[]; free: boolean; offerId: number | null };

export const boostDialogMachine = setup({
  types: {
    context: {} as BoostDialogContext,
    events: {} as BoostDialogEvent,
    input: {} as BoostDialogInput,
  },
  actors: {
    loadPrices: fromPromise<BoostPrices>(async ({ signal }) => {
      const [self, settings] = await Promise.all([fetchMembershipSelf(signal), fetchSettings(['inTop'], signal)]);
      const boost = self.membership?.services.find((s) => s.type === SERVICE_TYPE.boost);
      return { perDay: boost?.price ?? 0, inTop: settings.inTop ?? 0, credits: boost?.remainingValue ?? 0 };
    }),
    loadCalendar: fromPromise<string[], CalendarInput>(({ input, signal }) =>
      fetchOffersCalendar({ ...input, serviceType: 18 }, signal).then((days) => days.filter((d) => d.reserved).map((d) => d.date))),
    // With a credit left the boost is booked free (/direct, null: nothing to pay), else put in the cart (its
    // item); an unpaid one being changed is updated in place (§7 PUT, same cart item, repriced).
    book: fromPromise<CartItem | null, BookInput>(({ input: { free, offerId, ...body }, signal }) => {
      if (offerId !== null) return updateServiceInCart(18, offerId, body, signal);
      return free ? addServiceDirect(18, body, signal).then(() => null) : addServiceToCart(18, body, signal);
    }),
    findUnpaid: fromPromise<CompanyOffer | null, { productId: number }>(({ input, signal }) =>
      fetchUnpaidOffers({ serviceType: 18, productId: input.productId }, signal).then((list) => list.find((o) => o.itemId !== null) ?? null)),
    removeUnpaid: fromPromise<void, { productId: number }>(({ input, signal }) => removeServiceFromCart(18, input.productId, signal)),
  },
  guards: {
    hasProduct: ({ context }) => context.product !== null,
    startsAtProduct: ({ context }) => context.product === null || context.restoreStep === 1,
    reviewsTopDates: ({ context }) => context.restoreStep === 3 && formProblem(context) === null && context.keepTop5,
    reviewsWithoutTopDates: ({ context }) => context.restoreStep === 3 && formProblem(context) === null,
    needsCalendar: ({ context }) => context.keepTop5 && hasRange(context),
    isFormIncomplete: ({ context }) => formProblem(context) !== null,
    keepsTop5: ({ context }) => context.keepTop5,
    isDayChoosable: ({ context }, params: { date: string }) =>
      boostDays(context.startDate, context.duration).includes(params.date) && !context.reserved.includes(params.date),
    isRangeFull: ({ context }, params: { reserved: string[] }) => {
      const days = boostDays(context.startDate, context.duration);
      return days.length > 0 && days.every((d) => params.reserved.includes(d));
    },
    wasDateTaken: ({ context }, params: { reserved: string[] }) => takenOf(context, params.reserved).length > 0,
    isConflict: (_, params: { error: unknown }) => isConflict(params.error),
    /** Another unpaid boost of the product than the one being changed. */
    hasUnpaid: ({ context }, params: { unpaid: CompanyOffer | null }) => params.unpaid !== null && params.unpaid.id !== context.editing,
    isBookedFree: (_, params: { item: CartItem | null }) => params.item === null,
    /** The unpaid boost being changed was paid or removed meanwhile (404): book afresh. */
    wasChangedBookingGone: ({ context }, params: { error: unknown }) => context.editing !== null && failureOf(params.error).status === 404,
  },
  actions: {
    chooseProduct: assign((_, params: { product: BoostProduct }) => ({ product: params.product, error: null, fieldErrors: {} })),
    refuseNoProduct: assign({ error: BOOST_MESSAGES.selectProduct }),
    keepPrices: assign((_, params: { prices: BoostPrices }) => ({ prices: params.prices })),
    forgetRestoreStep: assign({ restoreStep: null }),
    changeStartDate: assign(({ context }, params: { date: string }) => ({
      startDate: params.date, error: null, fieldErrors: {}, notice: null,
      selectedDates: context.selectedDates.filter((d) => boostDays(params.date, context.duration).includes(d)),
    })),
    changeDuration: assign(({ context }, params: { days: number | null }) => ({
      duration: params.days, error: null, fieldErrors: {}, notice: null,
      selectedDates: context.selectedDates.filter((d) => boostDays(context.startDate, params.days).includes(d)),
    })),
    toggleKeepTop5: assign((_, params: { on: boolean }) => ({ keepTop5: params.on, selectedDates: [], error: null, notice: null })),
    toggleTopDate: assign(({ context }, params: { date: string }) => ({
      selectedDates: context.selectedDates.includes(params.date)
        ? context.selectedDates.filter((d) => d !== params.date)
        : [...context.selectedDates, params.date].sort(),
      error: null,
    })),
    refuseTakenDay: assign({ error: BOOST_MESSAGES.datesTaken }),
    showFormProblem: assign(({ context }) => ({ error: formProblem(context), notice: null })),
    keepReserved: assign((_, params: { reserved: string[] }) => ({ reserved: params.reserved })),
    refuseFullRange: assign((_, params: { reserved: string[] }) => ({ reserved: params.reserved, selectedDates: [], error: BOOST_MESSAGES.noDates })),
    dropTakenDates: assign(({ context }, params: { reserved: string[] }) => ({
      reserved: params.reserved, selectedDates: context.selectedDates.filter((d) => !params.reserved.includes(d)), error: BOOST_MESSAGES.datesTaken,
    })),
    showDatesFailed: assign({ error: BOOST_MESSAGES.datesFailed }),
    clearFailure: assign({ error: null, fieldErrors: {}, notice: null }),
    showLoadFailed: assign((_, params: { error: unknown }) => ({ error: promotionRefusal(params.error, BOOST_MESSAGES.loadFailed).message })),
    showRefusal: assign((_, params: { error: unknown }) => {
      const refusal = promotionRefusal(params.error, BOOST_MESSAGES.addFailed);
      return { error: refusal.message, fieldErrors: refusal.fieldErrors };
    }),
    keepUnpaid: assign((_, params: { unpaid: CompanyOffer | null }) => ({ unpaid: params.unpaid })),
    showDeleteFailed: assign((_, params: { error: unknown }) => ({ error: promotionRefusal(params.error, BOOST_MESSAGES.deleteFailed).message })),
    showDeleted: assign({ unpaid: null, error: null, notice: BOOST_MESSAGES.deleted }),
    keepPaymentPath: assign(({ context }, params: { item: CartItem }) => ({
      paymentPath: boostPaymentPath(params.item.itemId, context.product!.id, context.fromProducts, draftReturn(context, params.item.subjectId)),
    })),
    keepUnpaidPaymentPath: assign(({ context }) => ({
      paymentPath: boostPaymentPath(context.unpaid!.itemId!, context.product!.id, context.fromProducts, unpaidReturn(context, context.unpaid!)),
    })),
    /** Update: the unpaid boost takes this dialog's dates (submitting changes it). */
    changeUnpaid: assign(({ context }) => ({ editing: context.unpaid!.id, unpaid: null, error: null, notice: null })),
    stopChanging: assign({ editing: null }),
    spendCredit: assign(({ context }) => ({ prices: context.prices && { ...context.prices, credits: context.prices.credits - 1 } })),
    /** Provided by the view: the Services screen reloads its cards (an unpaid booking went, or a credit was used). */
    tellChanged: () => {},
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'boostDialog',
  context: ({ input }) => ({
    product: input.product,
    startDate: input.startDate ?? '',
    duration: input.duration ?? null,
    keepTop5: input.keepTop5 ?? false,
    selectedDates: [...new Set(input.selectedDates ?? [])].sort(),
    reserved: [],
    prices: null,
    restoreStep: input.step ?? null,
    fromProducts: input.fromProducts ?? false,
    editing: input.offerId ?? null,
    today: input.today ?? todayInKuwait(),
    unpaid: null,
    paymentPath: null,
    error: null,
    fieldErrors: {},
    notice: null,
  }),
  initial: 'loadingPrices',
  states: {
    loadingPrices: {
      invoke: {
        id: 'loadPrices',
        src: 'loadPrices',
        onDone: [
          { guard: 'startsAtProduct', target: 'choosingProduct', actions: [{ type: 'keepPrices', params: ({ event }) => ({ prices: event.output }) }, 'forgetRestoreStep'] },
          { guard: 'reviewsTopDates', target: 'fillingForm.checkingDates', actions: [{ type: 'keepPrices', params: ({ event }) => ({ prices: event.output }) }, 'forgetRestoreStep'] },
          { guard: 'reviewsWithoutTopDates', target: 'reviewing', actions: [{ type: 'keepPrices', params: ({ event }) => ({ prices: event.output }) }, 'forgetRestoreStep'] },
          { target: 'fillingForm', actions: [{ type: 'keepPrices', params: ({ event }) => ({ prices: event.output }) }, 'forgetRestoreStep'] },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showLoadFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loadingPrices', actions: 'clearFailure' } } },
    choosingProduct: {
      on: {
        PRODUCT_CHOSEN: { actions: { type: 'chooseProduct', params: ({ event }) => ({ product: event.product }) } },
        NEXT_CLICKED: [
          // Nothing to clear: the only message here (no product) goes when a product is chosen.
          { guard: 'hasProduct', target: 'fillingForm' },
          { actions: 'refuseNoProduct' },
        ],
      },
    },
    fillingForm: {
      initial: 'deciding',
      on: {
        START_DATE_CHANGED: { target: '.deciding', actions: { type: 'changeStartDate', params: ({ event }) => ({ date: event.date }) } },
        DURATION_CHANGED: { target: '.deciding', actions: { type: 'changeDuration', params: ({ event }) => ({ days: event.days }) } },
        KEEP_TOP5_TOGGLED: { target: '.deciding', actions: { type: 'toggleKeepTop5', params: ({ event }) => ({ on: event.on }) } },
        TOP_DATE_TOGGLED: [
          { guard: { type: 'isDayChoosable', params: ({ event }) => ({ date: event.date }) }, actions: { type: 'toggleTopDate', params: ({ event }) => ({ date: event.date }) } },
          { actions: 'refuseTakenDay' },
        ],
        BACK_CLICKED: { target: 'choosingProduct', actions: 'clearFailure' },
      },
      states: {
        deciding: {
          always: [
            { guard: 'needsCalendar', target: 'loadingDates' },
            { target: 'editing' },
          ],
        },
        editing: {
          on: {
            NEXT_CLICKED: [
              { guard: 'isFormIncomplete', actions: 'showFormProblem' },
              { guard: 'keepsTop5', target: 'checkingDates', actions: 'clearFailure' },
              { target: '#boostDialog.reviewing', actions: 'clearFailure' },
            ],
          },
        },
        loadingDates: {
          invoke: {
            id: 'loadDates',
            src: 'loadCalendar',
            input: ({ context }) => ({ startDate: context.startDate, endDate: addDays(context.startDate, context.duration! - 1) }),
            onDone: [
              { guard: { type: 'isRangeFull', params: ({ event }) => ({ reserved: event.output }) }, target: 'editing', actions: { type: 'refuseFullRange', params: ({ event }) => ({ reserved: event.output }) } },
              { guard: { type: 'wasDateTaken', params: ({ event }) => ({ reserved: event.output }) }, target: 'editing', actions: { type: 'dropTakenDates', params: ({ event }) => ({ reserved: event.output }) } },
              { target: 'editing', actions: { type: 'keepReserved', params: ({ event }) => ({ reserved: event.output }) } },
            ],
            onError: { target: 'datesFailed', actions: 'showDatesFailed' },
          },
        },
        datesFailed: { on: { RETRY_CLICKED: { target: 'loadingDates', actions: 'clearFailure' } } },
        // Before the review, the chosen top-5 days are asked again: another company may have taken one.
        checkingDates: {
          invoke: {
            id: 'checkDates',
            src: 'loadCalendar',
            input: ({ context }) => ({ startDate: context.startDate, endDate: addDays(context.startDate, context.duration! - 1) }),
            onDone: [
              { guard: { type: 'isRangeFull', params: ({ event }) => ({ reserved: event.output }) }, target: 'editing', actions: { type: 'refuseFullRange', params: ({ event }) => ({ reserved: event.output }) } },
              { guard: { type: 'wasDateTaken', params: ({ event }) => ({ reserved: event.output }) }, target: 'editing', actions: { type: 'dropTakenDates', params: ({ event }) => ({ reserved: event.output }) } },
              { target: '#boostDialog.reviewing', actions: { type: 'keepReserved', params: ({ event }) => ({ reserved: event.output }) } },
            ],
            onError: { target: 'datesFailed', actions: 'showDatesFailed' },
          },
        },
      },
    },
    reviewing: {
      on: {
        BACK_CLICKED: { target: 'fillingForm', actions: 'clearFailure' },
        SUBMIT_CLICKED: { target: 'submitting', actions: 'clearFailure' },
      },
    },
    submitting: {
      invoke: {
        id: 'book',
        src: 'book',
        input: ({ context }) => ({
          productId: context.product!.id, date: context.startDate, days: context.duration!, inTop: context.keepTop5 ? context.selectedDates : [],
          free: usesCredit(context), offerId: context.editing,
        }),
        onDone: [
          { guard: { type: 'isBookedFree', params: ({ event }) => ({ item: event.output }) }, target: 'bookedFree', actions: ['spendCredit', 'tellChanged'] },
          { target: 'goingToPayment', actions: { type: 'keepPaymentPath', params: ({ event }) => ({ item: event.output! }) } },
        ],
        onError: [
          { guard: { type: 'wasChangedBookingGone', params: ({ event }) => ({ error: event.error }) }, target: 'reviewing', actions: [{ type: 'showRefusal', params: ({ event }) => ({ error: event.error }) }, 'stopChanging', 'tellChanged'] },
          // Which 409 it was: an unpaid boost of this product in the cart, or a date taken meanwhile.
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'checkingConflict', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
          { target: 'reviewing', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    checkingConflict: {
      invoke: {
        id: 'findUnpaid',
        src: 'findUnpaid',
        input: ({ context }) => ({ productId: context.product!.id }),
        onDone: [
          { guard: { type: 'hasUnpaid', params: ({ event }) => ({ unpaid: event.output }) }, target: 'unpaidWarning', actions: ['clearFailure', { type: 'keepUnpaid', params: ({ event }) => ({ unpaid: event.output }) }] },
          // The dates (or the last credit gone): the form again, with the server's words, the credits and the calendar asked afresh.
          // (No unpaid boost to forget here: one is held only in the warning and its delete; Update, Back and a done delete let it go.)
          { target: 'loadingPrices' },
        ],
        onError: { target: 'loadingPrices' },
      },
    },
    unpaidWarning: {
      on: {
        DELETE_UNPAID_CLICKED: { target: 'deletingUnpaid', actions: 'clearFailure' },
        PAY_UNPAID_CLICKED: { target: 'goingToPayment', actions: 'keepUnpaidPaymentPath' },
        UPDATE_UNPAID_CLICKED: { target: 'submitting', actions: 'changeUnpaid' },
        BACK_CLICKED: { target: 'reviewing', actions: ['clearFailure', { type: 'keepUnpaid', params: { unpaid: null } }] },
      },
    },
    deletingUnpaid: {
      invoke: {
        id: 'removeUnpaid',
        src: 'removeUnpaid',
        input: ({ context }) => ({ productId: context.product!.id }),
        onDone: { target: 'reviewing', actions: ['showDeleted', 'tellChanged'] },
        onError: { target: 'unpaidWarning', actions: { type: 'showDeleteFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Paid with an included credit: nothing to pay; the seller reads it and closes.
    bookedFree: {},
    // The view navigates away; the screen unmounts the dialog.
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
  },
});
