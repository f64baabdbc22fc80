// Part 2 §4 Banner: the premium (2), double (4) and sliding (3) banner dialogs. ONE machine with the
// kind as input: the three charts are the same shape (check for an unpaid banner → details → design
// → review → submit → payment); the kinds differ only in what their steps ask (the double banner's
// layout and two images for both, the sliding banner's top-5 days and custom upload or Forsa brief),
// which the guards read from `kind`.
//
// Opening checks for an unpaid banner of the kind (§4); the unpaid-banner warning then decides:
// deleted → a fresh form; edit → the form filled with its values, whose submit updates it and closes;
// pay → /payment; close → the dialog closes. The §2 restore values fill the form and land at the
// step asked for, or at the first step that is not complete (dialog-resume, shared with the flash
// dialog); back from a failed payment the banner is the server's (banner-return).
import { assign, setup } from 'xstate';
import { isConflict, promotionRefusal } from '../../api/promotions';
import { todayInKuwait } from '../../domain/calendar';
import { asksForStep, landed, resumeBranches } from '../dialog-resume/dialog-resume';
import { bannerDialogActors, type BannerBooked, type CalendarDays } from './banner-dialog.actors';
import { bannerPaymentPath, isRestoredUnpaid, restoredUnpaid } from './banner-return';
import { unpaidBannerMachine, type UnpaidBannerOutput } from '../unpaid-banner/unpaid-banner.machine';
import {
  acceptImages, bookedDays, daysOfBooking, designProblems, detailsProblems, draftFromBanner, draftFromRestore, freeImageIds, hasNoProblem,
  keepTopWithin, reviewProblems, type BannerCreative, type BannerDraft, type BannerProblems, type ChosenImage,
} from './banner-draft';
import type { DoubleBannerLayout } from '../../domain/promotion-pricing';
import { BANNER_FAILED, type BannerDialogContext, type BannerDialogEvent, type BannerDialogInput, type BannerOpening } from './banner-dialog.types';

/** Whether submitting spends an included banner credit: a new banner (not the edit of an unpaid one) with credits left. */
export const usesBannerCredit = (c: Pick<BannerDialogContext, 'credits' | 'editingId'>) => c.editingId === null && c.credits > 0;

export { BANNER_FAILED, BANNER_PRICE_KEYS, type BannerDialogContext, type BannerDialogEvent, type BannerDialogInput, type BannerOpening } from './banner-dialog.types';
export type { BannerBooked } from './banner-dialog.actors';

const changed = (context: BannerDialogContext, patch: Partial<BannerDraft>) => ({ draft: { ...context.draft, ...patch } });
type CalendarEvent = { event: { output: CalendarDays } };
const detailsOnCalendar = { type: 'holdDetailsOn', params: ({ event }: CalendarEvent) => ({ calendar: event.output }) };

export const bannerDialogMachine = setup({
  types: {
    context: {} as BannerDialogContext,
    events: {} as BannerDialogEvent,
    input: {} as BannerDialogInput,
    children: {} as { openBanner: 'openBanner'; loadDays: 'loadDays'; submitBanner: 'submitBanner'; unpaidBanner: 'unpaidBanner' },
  },
  actors: { ...bannerDialogActors, unpaidBanner: unpaidBannerMachine },
  guards: {
    hasUnpaid: (_, params: { opening: BannerOpening }) => params.opening.unpaid !== null,
    /** Back from a failed payment: the unpaid banner is the one the restore names. */
    isRestoredUnpaid: ({ context }, params: { opening: BannerOpening }) => isRestoredUnpaid(context, params.opening),
    asksForStep: ({ context }, params: { step: number }) => asksForStep(context, params.step),
    hasNoRange: ({ context }) => bookedDays(context.draft).length === 0,
    /** The details hold over the calendar just read (before it is kept). */
    holdDetailsOn: ({ context }, params: { calendar: CalendarDays }) =>
      hasNoProblem(detailsProblems(context.draft, context.kind, context.today, daysOfBooking(context.draft, params.calendar))),
    isDouble: ({ context }) => context.kind === 'double',
    isSliding: ({ context }) => context.kind === 'sliding',
    isForsa: ({ context }) => context.kind === 'sliding' && context.draft.creative === 'forsa',
    canKeepOnTop: ({ context }, params: { date: string }) =>
      context.kind === 'sliding' && context.days.some((d) => d.date === params.date && !d.topReserved),
    areDetailsComplete: ({ context }) => hasNoProblem(detailsProblems(context.draft, context.kind, context.today, context.days)),
    isDesignComplete: ({ context }) => hasNoProblem(designProblems(context.draft, context.kind)),
    hasAgreed: ({ context }) => hasNoProblem(reviewProblems(context.draft)),
    /** Editing an unpaid banner from its warning: the update closes (back from a payment it goes to pay). */
    isEditing: ({ context }) => context.editingId !== null && !context.paysAfterUpdate,
    isBookedFree: (_, params: { booked: BannerBooked | null }) => params.booked === null,
    wasFreeRefused: ({ context }, params: { error: unknown }) => usesBannerCredit(context) && isConflict(params.error),
    wasTaken: (_, params: { error: unknown }) => isConflict(params.error),
    wasDeleted: (_, params: { output: UnpaidBannerOutput }) => params.output.outcome === 'deleted',
    isEdit: (_, params: { output: UnpaidBannerOutput }) => params.output.outcome === 'edit',
    isPay: (_, params: { output: UnpaidBannerOutput }) => params.output.outcome === 'pay',
  },
  actions: {
    keepOpening: assign((_, params: { opening: BannerOpening }) => ({ prices: params.opening.prices, unpaid: params.opening.unpaid, credits: params.opening.credits })),
    spendCredit: assign(({ context }) => ({ credits: context.credits - 1 })),
    forgetUnpaid: assign({ unpaid: null }),
    fillFromUnpaid: assign(({ context }) => ({ draft: draftFromBanner(context.unpaid!), editingId: context.unpaid!.id, unpaid: null, resumeAt: 0 })),
    resumeRestoredUnpaid: assign(({ context }) => restoredUnpaid(context)),
    landed: assign(landed),
    keepCalendar: assign(({ context }, params: { calendar: CalendarDays }) => ({ days: daysOfBooking(context.draft, params.calendar), daysError: null })),
    forgetCalendar: assign({ days: [], daysError: null }),
    showDaysFailure: assign((_, params: { error: unknown }) => ({ days: [], daysError: promotionRefusal(params.error, BANNER_FAILED.days).message })),
    setStartDate: assign(({ context }, params: { date: string }) => {
      const draft = { ...context.draft, startDate: params.date };
      return { draft: { ...draft, topDates: keepTopWithin(draft) }, problems: { ...context.problems, startDate: undefined, duration: undefined, topDates: undefined } };
    }),
    setDuration: assign(({ context }, params: { duration: string }) => {
      const draft = { ...context.draft, duration: params.duration };
      return { draft: { ...draft, topDates: keepTopWithin(draft) }, problems: { ...context.problems, duration: undefined, topDates: undefined } };
    }),
    setTitle: assign(({ context }, params: { title: string }) => changed(context, { title: params.title })),
    setEmail: assign(({ context }, params: { email: string }) => ({ ...changed(context, { email: params.email }), problems: { ...context.problems, email: undefined } })),
    setWhatsapp: assign(({ context }, params: { whatsappNumber: string }) =>
      ({ ...changed(context, { whatsappNumber: params.whatsappNumber }), problems: { ...context.problems, whatsappNumber: undefined } })),
    setLayout: assign(({ context }, params: { layout: DoubleBannerLayout }) => ({ ...changed(context, { layout: params.layout }), problems: { ...context.problems, layout: undefined } })),
    toggleTopDay: assign(({ context }, params: { date: string }) => {
      const on = context.draft.topDates.includes(params.date);
      const topDates = on ? context.draft.topDates.filter((d) => d !== params.date) : [...context.draft.topDates, params.date].sort();
      return { ...changed(context, { topDates }), problems: { ...context.problems, topDates: undefined } };
    }),
    addImages: assign(({ context }, params: { files: ChosenImage[] }) => {
      const { images, problem } = acceptImages(context.draft.images, params.files, freeImageIds(context.draft.images));
      return { ...changed(context, { images }), problems: { ...context.problems, images: problem ?? undefined } };
    }),
    removeImage: assign(({ context }, params: { id: string }) => ({ ...changed(context, { images: context.draft.images.filter((i) => i.id !== params.id) }) })),
    setCreative: assign(({ context }, params: { creative: BannerCreative }) => ({ ...changed(context, { creative: params.creative }), problems: {} })),
    setBrief: assign(({ context }, params: { brief: string }) => ({ ...changed(context, { creativeBrief: params.brief }), problems: { ...context.problems, creativeBrief: undefined } })),
    toggleTerms: assign(({ context }) => ({ ...changed(context, { agreedTerms: !context.draft.agreedTerms }), problems: { ...context.problems, agreedTerms: undefined } })),
    togglePrivacy: assign(({ context }) => ({ ...changed(context, { agreedPrivacy: !context.draft.agreedPrivacy }), problems: { ...context.problems, agreedPrivacy: undefined } })),
    clearProblems: assign({ problems: {}, error: null }),
    showDetailsProblems: assign(({ context }) => ({ problems: detailsProblems(context.draft, context.kind, context.today, context.days) })),
    showDesignProblems: assign(({ context }) => ({ problems: designProblems(context.draft, context.kind) })),
    showReviewProblems: assign(({ context }) => ({ problems: reviewProblems(context.draft) })),
    showFailure: assign((_, params: { error: unknown; key: string }) => {
      const refusal = promotionRefusal(params.error, params.key);
      return { error: refusal.message, problems: refusal.fieldErrors as BannerProblems };
    }),
    /** §2 /payment with the way back into this dialog's review: the banner and its draft. */
    keepPaymentPath: assign(({ context }, params: BannerBooked & { draft: BannerDraft }) => ({
      paymentPath: bannerPaymentPath(params.itemId, { kind: context.kind, bannerId: params.bannerId, draft: params.draft }),
    })),
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
    /** Provided by the view: the Services screen reloads its cards (a banner was deleted or changed). */
    reportChanged: () => {},
    /** Provided by the view: 'Service deleted successfully!'. */
    announceDeleted: () => {},
  },
}).createMachine({
  id: 'bannerDialog',
  context: ({ input }) => ({
    kind: input.kind,
    today: input.today ?? todayInKuwait(),
    draft: draftFromRestore(input.kind, input.restore ?? {}),
    resumeAt: input.restore?.step ?? 0,
    prices: null,
    credits: 0,
    unpaid: null,
    editingId: null,
    restoredBannerId: input.restore?.bannerId ?? null,
    paysAfterUpdate: false,
    days: [],
    daysError: null,
    problems: {},
    error: null,
    paymentPath: null,
  }),
  initial: 'checkingUnpaid',
  states: {
    checkingUnpaid: {
      invoke: {
        id: 'openBanner',
        src: 'openBanner',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          {
            guard: { type: 'isRestoredUnpaid', params: ({ event }) => ({ opening: event.output }) },
            target: 'fillingDetails',
            actions: [{ type: 'keepOpening', params: ({ event }) => ({ opening: event.output }) }, 'resumeRestoredUnpaid'],
          },
          { guard: { type: 'hasUnpaid', params: ({ event }) => ({ opening: event.output }) }, target: 'unpaidWarning', actions: { type: 'keepOpening', params: ({ event }) => ({ opening: event.output }) } },
          { target: 'fillingDetails', actions: { type: 'keepOpening', params: ({ event }) => ({ opening: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: BANNER_FAILED.open }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'checkingUnpaid', actions: 'clearProblems' } } },
    unpaidWarning: {
      invoke: {
        id: 'unpaidBanner',
        src: 'unpaidBanner',
        input: ({ context }) => ({ banner: context.unpaid! }),
        onDone: [
          { guard: { type: 'wasDeleted', params: ({ event }) => ({ output: event.output }) }, target: 'fillingDetails', actions: ['forgetUnpaid', 'reportChanged', 'announceDeleted'] },
          { guard: { type: 'isEdit', params: ({ event }) => ({ output: event.output }) }, target: 'fillingDetails', actions: 'fillFromUnpaid' },
          {
            guard: { type: 'isPay', params: ({ event }) => ({ output: event.output }) },
            target: 'goingToPayment',
            actions: { type: 'keepPaymentPath', params: ({ context, event }) => ({ itemId: (event.output as { itemId: number }).itemId, bannerId: context.unpaid!.id, draft: draftFromBanner(context.unpaid!) }) },
          },
          { target: 'closed' },
        ],
      },
    },
    fillingDetails: {
      initial: 'loadingDays',
      on: {
        START_DATE_CHANGED: { target: '.loadingDays', reenter: true, actions: { type: 'setStartDate', params: ({ event }) => ({ date: event.date }) } },
        DURATION_CHANGED: { target: '.loadingDays', reenter: true, actions: { type: 'setDuration', params: ({ event }) => ({ duration: event.duration }) } },
        TITLE_CHANGED: { actions: { type: 'setTitle', params: ({ event }) => ({ title: event.title }) } },
        EMAIL_CHANGED: { actions: { type: 'setEmail', params: ({ event }) => ({ email: event.email }) } },
        WHATSAPP_CHANGED: { actions: { type: 'setWhatsapp', params: ({ event }) => ({ whatsappNumber: event.whatsappNumber }) } },
        LAYOUT_CHOSEN: { guard: 'isDouble', actions: { type: 'setLayout', params: ({ event }) => ({ layout: event.layout }) } },
        TOP_DAY_TOGGLED: {
          guard: { type: 'canKeepOnTop', params: ({ event }) => ({ date: event.date }) },
          actions: { type: 'toggleTopDay', params: ({ event }) => ({ date: event.date }) },
        },
      },
      states: {
        // The calendar of the booking's days: which are full (and, sliding, whose top 5 is full).
        loadingDays: {
          // No days yet: nothing to read, and a restore's step is used up here too (the details do not hold).
          always: { guard: 'hasNoRange', target: 'editing', actions: ['forgetCalendar', 'landed'] },
          invoke: {
            id: 'loadDays',
            src: 'loadDays',
            input: ({ context }) => {
              const days = bookedDays(context.draft);
              return { kind: context.kind, startDate: days[0], endDate: days[days.length - 1], editingId: context.editingId };
            },
            // Restored at the review once details and design hold, at the design once the details do.
            onDone: resumeBranches({
              steps: [
                { step: 3, target: '#bannerDialog.reviewing', holds: [detailsOnCalendar, 'isDesignComplete'] },
                { step: 2, target: '#bannerDialog.choosingImages', holds: [detailsOnCalendar] },
              ],
              start: [{ target: 'editing' }],
              keep: [{ type: 'keepCalendar', params: ({ event }: CalendarEvent) => ({ calendar: event.output }) }],
            }),
            onError: { target: 'editing', actions: [{ type: 'showDaysFailure', params: ({ event }) => ({ error: event.error }) }, 'landed'] },
          },
        },
        editing: {
          on: {
            NEXT_CLICKED: [
              { guard: 'areDetailsComplete', target: '#bannerDialog.choosingImages', actions: 'clearProblems' },
              { actions: 'showDetailsProblems' },
            ],
          },
        },
      },
    },
    // Step 2, the design: images (PNG/JPEG by content); a sliding banner's custom upload or Forsa brief.
    choosingImages: {
      on: {
        IMAGES_CHOSEN: { actions: { type: 'addImages', params: ({ event }) => ({ files: event.files }) } },
        IMAGE_REMOVED: { actions: { type: 'removeImage', params: ({ event }) => ({ id: event.id }) } },
        CREATIVE_CHOSEN: { guard: 'isSliding', actions: { type: 'setCreative', params: ({ event }) => ({ creative: event.creative }) } },
        BRIEF_CHANGED: { guard: 'isForsa', actions: { type: 'setBrief', params: ({ event }) => ({ brief: event.brief }) } },
        BACK_CLICKED: { target: 'fillingDetails', actions: 'clearProblems' },
        NEXT_CLICKED: [
          { guard: 'isDesignComplete', target: 'reviewing', actions: 'clearProblems' },
          { actions: 'showDesignProblems' },
        ],
      },
    },
    // Step 3: the summary and price, both agreements, submit.
    reviewing: {
      on: {
        TERMS_TOGGLED: { actions: 'toggleTerms' },
        PRIVACY_TOGGLED: { actions: 'togglePrivacy' },
        BACK_CLICKED: { target: 'choosingImages', actions: 'clearProblems' },
        SUBMIT_CLICKED: [
          { guard: 'hasAgreed', target: 'submitting', actions: 'clearProblems' },
          { actions: 'showReviewProblems' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitBanner',
        src: 'submitBanner',
        input: ({ context }) => ({ kind: context.kind, draft: context.draft, editingId: context.editingId, free: usesBannerCredit(context) }),
        onDone: [
          { guard: 'isEditing', target: 'updated', actions: 'reportChanged' },
          { guard: { type: 'isBookedFree', params: ({ event }) => ({ booked: event.output }) }, target: 'bookedFree', actions: ['spendCredit', 'reportChanged'] },
          { target: 'goingToPayment', actions: { type: 'keepPaymentPath', params: ({ context, event }) => ({ ...event.output!, draft: context.draft }) } },
        ],
        onError: [
          // A free booking refused: the credits are asked again, then the days (the last credit may have gone).
          { guard: { type: 'wasFreeRefused', params: ({ event }) => ({ error: event.error }) }, target: 'checkingUnpaid', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: BANNER_FAILED.submit }) } },
          // A day was taken meanwhile ('Some selected dates are no longer available'): back to the dates, the calendar asked again.
          { guard: { type: 'wasTaken', params: ({ event }) => ({ error: event.error }) }, target: 'fillingDetails', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: BANNER_FAILED.submit }) } },
          { target: 'reviewing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: BANNER_FAILED.submit }) } },
        ],
      },
    },
    // The view navigates away; the dialog closes with the screen.
    /** Paid with an included credit: nothing to pay; the seller reads it and closes. */
    bookedFree: {},
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
    /** The unpaid banner was changed: the dialog closes (§4 "Editing an unpaid banner updates it and closes"). */
    updated: { type: 'final' },
    /** Closed from the unpaid-banner warning. */
    closed: { type: 'final' },
  },
});
