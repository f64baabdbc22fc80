// Part 2 §2 Services (flash dialog), §3 Flash data, §4 Flash, §5 flash discount and dates, §9 flash
// price: choose a product, a discount (percent or fixed amount) and the sale's days (full days
// refused), then the booking goes to the cart at the server's amount and the seller pays it. An
// unpaid flash sale of the product already in the cart opens the unpaid-flash warning first; a product
// with a paid flash sale running takes no second one (§2 ads menu "flash discount (only if no offers)").
// Both readings of the spec run here (input `reading`, see flash-dialog.draft.ts).
import { assign, not, setup } from 'xstate';
import { failureOf } from '../../api/client';
import { isConflict, promotionFailure, promotionRefusal } from '../../api/promotions';
import type { CartItem } from '../../api/schemas/memberships';
import type { PromotedProduct } from '../../api/promoted-product';
import type { CompanyOffer } from '../../api/schemas/promotions';
import { hasRunningFlash } from '../../domain/service-status';
import { asksForStep, landed, resumeBranches } from '../dialog-resume/dialog-resume';
import { unpaidFlashMachine, type UnpaidFlashOutput } from '../unpaid-flash/unpaid-flash.machine';
import { flashDialogActors } from './flash-dialog.actors';
import { flashPaymentPath } from './flash-return';
import { datesProblem, discountProblem, draftOf, emptyDraft, flashBody, FLASH_MESSAGES, type FlashDraft } from './flash-dialog.draft';
import {
  FLASH_DELETED, FLASH_FAILED, type FlashDialogContext, type FlashDialogEvent, type FlashDialogInput, type FlashStart, type UnpaidCheck,
} from './flash-dialog.types';

export {
  FLASH_DELETED, FLASH_FAILED, type FlashDialogContext, type FlashDialogEvent, type FlashDialogInput, type FlashStart, type UnpaidCheck,
} from './flash-dialog.types';

const discountValid = (c: FlashDialogContext) => !c.product || discountProblem(c.draft, c.reading, c.product.price) === null;
const datesValid = (c: FlashDialogContext) => datesProblem(c.draft, c.today, c.fullDays) === null;

/** Whether submitting spends an included flash credit (the server decides again, and refuses when none is left). */
export const usesFlashCredit = (c: Pick<FlashDialogContext, 'credits' | 'editing'>) => c.credits > 0 && c.editing === null;

export const flashDialogMachine = setup({
  types: {
    context: {} as FlashDialogContext,
    events: {} as FlashDialogEvent,
    input: {} as FlashDialogInput,
    children: {} as { loadFlash: 'loadFlash'; checkUnpaid: 'checkUnpaid'; addFlashToCart: 'addFlashToCart'; unpaidFlash: 'unpaidFlash' },
  },
  actors: {
    ...flashDialogActors,
    unpaidFlash: unpaidFlashMachine,
  },
  guards: {
    hasProduct: ({ context }) => context.product !== null,
    isFourSteps: ({ context }) => context.reading === 'four-steps',
    /** An unpaid sale of the product other than the one being changed. */
    hasUnpaid: ({ context }, params: { unpaid: CompanyOffer | null }) => params.unpaid !== null && params.unpaid.id !== context.editing,
    hasFlashRunning: ({ context }) => context.product !== null && hasRunningFlash(context.product.offers, context.now),
    asksForStep: ({ context }, params: { step: number }) => asksForStep(context, params.step),
    isDiscountValid: ({ context }) => discountValid(context),
    areDatesValid: ({ context }) => datesValid(context),
    areDetailsValid: ({ context }) => discountValid(context) && datesValid(context),
    wasDeleted: (_, params: { output: UnpaidFlashOutput }) => params.output.outcome === 'deleted',
    wantsToPay: (_, params: { output: UnpaidFlashOutput }) => params.output.outcome === 'pay',
    wantsToUpdate: (_, params: { output: UnpaidFlashOutput }) => params.output.outcome === 'update',
    isConflict: (_, params: { error: unknown }) => isConflict(params.error),
    /** The unpaid sale being changed was paid or removed meanwhile (404): book afresh (per reading, for its step). */
    wasChangedBookingGone: ({ context }, params: { error: unknown; fourSteps: boolean }) =>
      context.editing !== null && failureOf(params.error).status === 404 && (context.reading === 'four-steps') === params.fourSteps,
    isBookedFree: (_, params: { item: CartItem | null }) => params.item === null,
  },
  actions: {
    keepStart: assign((_, params: FlashStart) => ({ perDay: params.perDay, fullDays: params.fullDays, credits: params.credits })),
    // The sale being changed is no other unpaid one.
    keepUnpaidCheck: assign(({ context }, params: UnpaidCheck) => ({
      unpaid: params.unpaid && params.unpaid.id === context.editing ? null : params.unpaid, fullDays: params.fullDays, credits: params.credits ?? context.credits,
    })),
    spendCredit: assign(({ context }) => ({ credits: context.credits - 1 })),
    /** Provided by the view: the Services screen reloads its cards (a credit was used). */
    reportChanged: () => {},
    forgetUnpaid: assign({ unpaid: null, notice: FLASH_DELETED }),
    /** Update: the unpaid sale's values in the form; submitting changes it. */
    changeUnpaid: assign(({ context }) => ({ editing: context.unpaid!.id, draft: { ...context.draft, ...draftOf(context.unpaid!) }, unpaid: null, error: null, notice: null })),
    landed: assign(landed),
    stopChanging: assign({ editing: null }),
    forgetProduct: assign({ product: null, showErrors: false, error: null, notice: null }),
    chooseProduct: assign((_, params: { product: PromotedProduct }) => ({ product: params.product, showErrors: false, error: null })),
    editDraft: assign(({ context }, params: Partial<FlashDraft>) => ({ draft: { ...context.draft, ...params }, error: null })),
    showProblems: assign({ showErrors: true }),
    hideProblems: assign({ showErrors: false, error: null, notice: null }),
    keepItem: assign((_, params: { item: CartItem }) => ({ item: params.item })),
    /** §2 /payment with the way back into this dialog: the booking's offer id and its draft. */
    keepPaymentPath: assign(({ context }, params: { itemId: number; offerId: number; draft: FlashDraft }) => ({
      paymentPath: flashPaymentPath(params.itemId, context.product!.id, { offerId: params.offerId, slug: context.product!.slug, reading: context.reading, draft: params.draft }),
    })),
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: promotionFailure(params.error, params.key) })),
    /** A refusal in the server's words (dates taken, discount out of range), its field's message first. */
    showRefusal: assign((_, params: { error: unknown; key: string }) => {
      const refusal = promotionRefusal(params.error, params.key);
      return { error: Object.values(refusal.fieldErrors)[0] ?? refusal.message };
    }),
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'flashDialog',
  context: ({ input }) => ({
    reading: input.reading, today: input.today, now: input.now, product: input.product, draft: { ...emptyDraft(), ...input.draft },
    resumeAt: input.step ?? 0, showErrors: false, perDay: null, credits: 0, fullDays: [], unpaid: null, editing: input.offerId ?? null, item: null, paymentPath: null, error: null, notice: null,
  }),
  initial: 'loading',
  on: { CLOSE_CLICKED: '.closed' },
  states: {
    loading: {
      invoke: {
        id: 'loadFlash',
        src: 'loadFlash',
        input: ({ context }) => ({ today: context.today }),
        onDone: [
          { guard: 'hasProduct', target: 'checkingUnpaid', actions: { type: 'keepStart', params: ({ event }) => event.output } },
          { target: 'choosingProduct', actions: { type: 'keepStart', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: FLASH_FAILED.load }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'hideProblems' } } },
    choosingProduct: {
      on: {
        PRODUCT_CHOSEN: { actions: { type: 'chooseProduct', params: ({ event }) => ({ product: event.product }) } },
        NEXT_CLICKED: [
          { guard: 'hasProduct', target: 'checkingUnpaid', actions: 'hideProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    // Before the discount: an unpaid flash sale of this product in the cart comes first.
    checkingUnpaid: {
      invoke: {
        id: 'checkUnpaid',
        src: 'checkUnpaid',
        input: ({ context }) => ({ productId: context.product!.id, today: context.today }),
        onDone: [
          { guard: { type: 'hasUnpaid', params: ({ event }) => ({ unpaid: event.output.unpaid }) }, target: 'unpaid', actions: { type: 'keepUnpaidCheck', params: ({ event }) => event.output } },
          // Nothing of the check is kept: the only way on is Back to another product, whose Next checks again.
          { guard: 'hasFlashRunning', target: 'flashRunning' },
          // Restored at step 3: four steps at the dates once the discount holds, three at the review once both hold.
          ...resumeBranches({
            steps: [
              { step: 3, target: 'editing.choosingDates', holds: ['isFourSteps', 'isDiscountValid'] },
              { step: 3, target: 'reviewing', holds: [not('isFourSteps'), 'areDetailsValid'] },
            ],
            start: [{ guard: 'isFourSteps', target: 'editing.choosingDiscount' }, { target: 'editing.detailing' }],
            keep: [{ type: 'keepUnpaidCheck', params: ({ event }: { event: { output: UnpaidCheck } }) => event.output }],
          }),
        ],
        onError: { target: 'choosingProduct', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: FLASH_FAILED.unpaidCheck }) } },
      },
    },
    // A product (a restored or a card's) already on a flash sale: said instead of the form; back picks another.
    flashRunning: { on: { BACK_CLICKED: { target: 'choosingProduct', actions: 'forgetProduct' } } },
    unpaid: {
      invoke: {
        id: 'unpaidFlash',
        src: 'unpaidFlash',
        input: ({ context }) => ({ offer: context.unpaid! }),
        onDone: [
          { guard: { type: 'wasDeleted', params: ({ event }) => ({ output: event.output }) }, target: 'checkingUnpaid', actions: 'forgetUnpaid' },
          {
            guard: { type: 'wantsToPay', params: ({ event }) => ({ output: event.output }) },
            target: 'goingToPayment',
            // The unpaid sale paid as it is: its own values come back with a failed payment.
            actions: { type: 'keepPaymentPath', params: ({ context, event }) => ({ itemId: (event.output as { itemId: number }).itemId, offerId: context.unpaid!.id, draft: { ...context.draft, ...draftOf(context.unpaid!) } }) },
          },
          { guard: { type: 'wantsToUpdate', params: ({ event }) => ({ output: event.output }) }, target: '#flashDialog.changing', actions: 'changeUnpaid' },
          { target: 'closed' },
        ],
      },
    },
    // Update: the form at the discount, with the unpaid sale's values.
    changing: {
      always: [
        { guard: 'isFourSteps', target: 'editing.choosingDiscount' },
        { target: 'editing.detailing' },
      ],
    },
    editing: {
      // Always entered at a named step.
      initial: 'choosingDiscount',
      on: {
        DISCOUNT_TYPE_CHOSEN: { actions: { type: 'editDraft', params: ({ event }) => ({ discountType: event.discountType }) } },
        PERCENT_CHANGED: { actions: { type: 'editDraft', params: ({ event }) => ({ percent: event.percent }) } },
        FIXED_CHANGED: { actions: { type: 'editDraft', params: ({ event }) => ({ fixedText: event.text }) } },
        START_DATE_CHOSEN: { actions: { type: 'editDraft', params: ({ event }) => ({ startDate: event.date }) } },
        DURATION_CHANGED: { actions: { type: 'editDraft', params: ({ event }) => ({ durationText: event.text }) } },
      },
      states: {
        // Four steps, step 2.
        choosingDiscount: {
          on: {
            BACK_CLICKED: { target: '#flashDialog.choosingProduct', actions: 'hideProblems' },
            NEXT_CLICKED: [{ guard: 'isDiscountValid', target: 'choosingDates', actions: 'hideProblems' }, { actions: 'showProblems' }],
          },
        },
        // Four steps, step 3: next is submit-and-pay.
        choosingDates: {
          on: {
            BACK_CLICKED: { target: 'choosingDiscount', actions: 'hideProblems' },
            NEXT_CLICKED: [{ guard: 'areDatesValid', target: '#flashDialog.submitting', actions: 'hideProblems' }, { actions: 'showProblems' }],
          },
        },
        // Three steps, step 2: discount and dates together.
        detailing: {
          on: {
            BACK_CLICKED: { target: '#flashDialog.choosingProduct', actions: 'hideProblems' },
            NEXT_CLICKED: [{ guard: 'areDetailsValid', target: '#flashDialog.reviewing', actions: 'hideProblems' }, { actions: 'showProblems' }],
          },
        },
      },
    },
    // Three steps, step 3: the sale price and the amount at the membership's price; submit then pay.
    reviewing: {
      on: {
        BACK_CLICKED: { target: 'editing.detailing', actions: 'hideProblems' },
        SUBMIT_CLICKED: { target: 'submitting', actions: 'hideProblems' },
      },
    },
    submitting: {
      on: { CLOSE_CLICKED: {} },
      invoke: {
        id: 'addFlashToCart',
        src: 'addFlashToCart',
        input: ({ context }) => ({ ...flashBody(context.draft, context.product!.id), free: usesFlashCredit(context), offerId: context.editing }),
        onDone: [
          { guard: { type: 'isBookedFree', params: ({ event }) => ({ item: event.output }) }, target: 'bookedFree', actions: ['spendCredit', 'reportChanged'] },
          { guard: 'isFourSteps', target: 'reviewingBooking', actions: { type: 'keepItem', params: ({ event }) => ({ item: event.output! }) } },
          {
            target: 'goingToPayment',
            actions: [
              { type: 'keepItem', params: ({ event }) => ({ item: event.output! }) },
              { type: 'keepPaymentPath', params: ({ context, event }) => ({ itemId: event.output!.itemId, offerId: event.output!.subjectId, draft: context.draft }) },
            ],
          },
        ],
        onError: [
          // Already unpaid in the cart, or a day filled up meanwhile: look again.
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'checkingConflict', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: FLASH_FAILED.add }) } },
          // The sale being changed is gone (paid or deleted meanwhile): the next submit books afresh; the cards reload.
          { guard: { type: 'wasChangedBookingGone', params: ({ event }) => ({ error: event.error, fourSteps: true }) }, target: 'editing.choosingDates', actions: [{ type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: FLASH_FAILED.add }) }, 'stopChanging', 'reportChanged'] },
          { guard: { type: 'wasChangedBookingGone', params: ({ event }) => ({ error: event.error, fourSteps: false }) }, target: 'reviewing', actions: [{ type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: FLASH_FAILED.add }) }, 'stopChanging', 'reportChanged'] },
          { guard: 'isFourSteps', target: 'editing.choosingDates', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: FLASH_FAILED.add }) } },
          { target: 'reviewing', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: FLASH_FAILED.add }) } },
        ],
      },
    },
    // After a 409: the unpaid booking's warning, or back to the dates with the full days read again.
    checkingConflict: {
      invoke: {
        id: 'checkUnpaid',
        src: 'checkUnpaid',
        input: ({ context }) => ({ productId: context.product!.id, today: context.today }),
        onDone: [
          { guard: { type: 'hasUnpaid', params: ({ event }) => ({ unpaid: event.output.unpaid }) }, target: 'unpaid', actions: { type: 'keepUnpaidCheck', params: ({ event }) => event.output } },
          { guard: 'isFourSteps', target: 'editing.choosingDates', actions: [{ type: 'keepUnpaidCheck', params: ({ event }) => event.output }, 'showProblems'] },
          { target: 'editing.detailing', actions: [{ type: 'keepUnpaidCheck', params: ({ event }) => event.output }, 'showProblems'] },
        ],
        onError: [
          { guard: 'isFourSteps', target: 'editing.choosingDates' },
          { target: 'editing.detailing' },
        ],
      },
    },
    // Four steps, step 4: the booking at the server's amount, waiting in the cart.
    reviewingBooking: { on: { PAY_CLICKED: 'goingToPayment' }, entry: { type: 'keepPaymentPath', params: ({ context }) => ({ itemId: context.item!.itemId, offerId: context.item!.subjectId, draft: context.draft }) } },
    // Paid with an included credit: nothing to pay; the seller reads it and closes.
    bookedFree: {},
    // The view navigates away; the dialog closes with the screen.
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
    closed: { type: 'final' },
  },
});

export { FLASH_MESSAGES };
