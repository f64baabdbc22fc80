import { assertEvent, assign, setup } from 'xstate';
import type { CategoryAttribute } from '../../api/schemas/categories';
import type { ProductDetails } from '../../api/schemas/products';
import { mergeOptionLabels, type OptionLabel } from '../../domain/option-label';
import { loadAttributes, loadStart, saveProduct, type StartData } from './product-wizard.actors';
import {
  acceptPhotos, childrenAt, draftSignature, STEPS, isStepValid, emptyDraft, fieldsOf, landingStep, priceFromText, starPhoto, stepProblem,
  type Draft, type Photo, type Problem, type Step,
} from './product-wizard.draft';
import type { ProductWizardContext, ProductWizardEvent, ProductWizardInput } from './product-wizard.types';

export type { ProductWizardContext, ProductWizardEvent, ProductWizardInput } from './product-wizard.types';

type StepClicked = Extract<ProductWizardEvent, { type: 'STEP_CLICKED' }>;
export type Notice = { key?: string; text?: string; vars?: Problem['vars'] };
type Ctx = ProductWizardContext;
const nameIn = (context: Ctx) => (a: CategoryAttribute) => (context.locale === 'ar' ? a.nameAr : a.name);
const draftOf = (context: Ctx, patch: Partial<Draft>) => ({ draft: { ...context.draft, ...patch } });
/** The draft's option labels with those an attribute's change brought. */
const labelsOf = (context: Ctx, event: { id: number; labels?: OptionLabel[] }) => (event.labels?.length
  ? { ...context.draft.optionLabels, [event.id]: mergeOptionLabels(context.draft.optionLabels[event.id], event.labels) }
  : context.draft.optionLabels);

/**
 * Each step as the seller works on it, the same names in both readings (input `reading` decides
 * which attributes a step shows): 1 choosing the category, 2 describing (name, price), 3 and 4
 * detailing (attributes; reading A's step 4 also the description, reading B's the condition),
 * 5 choosing sale or barter, 6 adding photos, 7 reviewing.
 */
export const STEP_STATES = {
  1: 'choosingCategory', 2: 'describing', 3: 'detailing', 4: 'finishingDetails', 5: 'choosingSaleOrBarter', 6: 'addingPhotos', 7: 'reviewing',
} as const satisfies Record<Step, string>;
export type StepState = (typeof STEP_STATES)[Step];

/** The steps Next can refuse (3, 4 and 7 are always valid). */
const ASKS_FOR_SOMETHING: readonly Step[] = [1, 2, 5, 6];

/** Next from a step that asks for something: on when it is valid, else its message and the fields' own. */
const nextFrom = (step: Step) => [
  { guard: { type: 'isStepValid' as const, params: step }, target: STEP_STATES[(step + 1) as Step], actions: 'hideErrors' as const },
  { actions: ['showErrors' as const, { type: 'notify' as const, params: ({ context }: { context: Ctx }) => stepProblem(context.draft, step, nameIn(context)) }, 'scrollToTop' as const] },
];

/**
 * The add-product wizard (part 1 §2, §4, §5): 7 steps, Next only from a valid step, Back after step
 * 1, step indicators that land on the first invalid step before the one clicked, photos, the save
 * with upload progress, and Duplicate (starts on step 2 with a copy; Save waits for a change).
 */
export const productWizardMachine = setup({
  types: { context: {} as Ctx, events: {} as ProductWizardEvent, input: {} as ProductWizardInput },
  actors: { loadStart, loadAttributes, saveProduct },
  actions: {
    /** Provided by the view: the snackbar (3000 ms) and scrolling the step to its top. */
    notify: (_, _notice: Notice | Notice[] | null) => {},
    scrollToTop: () => {},
    /** Provided by the view: PRODUCT_CHANGED to the list, close, and the boost hand-off. */
    notifySaved: (_, _product: ProductDetails) => {},
    /** Provided by the view: the wizard closes without saving. */
    close: () => {},
    keepStep: assign((_, step: Step) => ({ step })),
    hideErrors: assign({ showErrors: false }),
    showErrors: assign({ showErrors: true }),
    keepTree: assign((_, start: StartData) => ({ tree: start.tree })),
    keepDuplicate: assign((_, { tree, duplicate }: StartData) => ({
      tree, draft: duplicate!, trail: duplicate!.path.slice(0, -1), original: draftSignature(duplicate!), opened: draftSignature(duplicate!),
    })),
    /** A step indicator: messages show when the click landed short of the step clicked. */
    showErrorsIfShort: assign(({ event }, landed: Step) => {
      assertEvent(event, 'STEP_CLICKED');
      return { showErrors: event.step !== landed };
    }),
    keepName: assign(({ context, event }) => {
      assertEvent(event, 'NAME_CHANGED');
      return draftOf(context, { productName: event.name });
    }),
    keepPrice: assign(({ context, event }) => {
      assertEvent(event, 'PRICE_CHANGED');
      return draftOf(context, priceFromText(event.text));
    }),
    keepDescription: assign(({ context, event }) => {
      assertEvent(event, 'DESCRIPTION_CHANGED');
      return draftOf(context, { description: event.html });
    }),
    keepSellType: assign(({ context, event }) => {
      assertEvent(event, 'SELL_TYPE_CHOSEN');
      return draftOf(context, { sellType: event.sellType });
    }),
    keepAttribute: assign(({ context, event }) => {
      assertEvent(event, 'ATTRIBUTE_CHANGED');
      return draftOf(context, { attributeValues: { ...context.draft.attributeValues, [event.id]: event.value }, optionLabels: labelsOf(context, event) });
    }),
    /** Values of barter attributes no longer chosen are dropped with them. */
    keepBarterChoice: assign(({ context, event }) => {
      assertEvent(event, 'BARTER_ATTRIBUTES_CHOSEN');
      const ids = event.ids.filter((id) => context.draft.barterAttributes.some((a) => a.id === id));
      const values = Object.entries(context.draft.barterAttributeValues).filter(([id]) => ids.includes(Number(id)));
      return draftOf(context, { selectedAttributes: ids, barterAttributeValues: Object.fromEntries(values) });
    }),
    keepBarterAttribute: assign(({ context, event }) => {
      assertEvent(event, 'BARTER_ATTRIBUTE_CHANGED');
      return draftOf(context, {
        barterAttributeValues: { ...context.draft.barterAttributeValues, [event.id]: event.value }, optionLabels: labelsOf(context, event),
      });
    }),
    addPhotos: assign(({ context, event }) => {
      assertEvent(event, 'PHOTOS_ADDED');
      const { files } = acceptPhotos(context.draft.files, event.files, (i) => `new-${context.photoSeq + i}`);
      return { ...draftOf(context, { files }), photoSeq: context.photoSeq + event.files.length };
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'PHOTO_REMOVED');
      return draftOf(context, { files: context.draft.files.filter((f) => f.id !== event.id) });
    }),
    starPhoto: assign(({ context, event }) => {
      assertEvent(event, 'PHOTO_STARRED');
      return draftOf(context, { files: starPhoto(context.draft.files, event.id) });
    }),
    openCategory: assign(({ context, event }) => {
      assertEvent(event, 'CATEGORY_OPENED');
      return { trail: [...context.trail, event.slug] };
    }),
    closeCategory: assign(({ context }) => ({ trail: context.trail.slice(0, -1) })),
    pickLeaf: assign(({ context, event }) => {
      assertEvent(event, 'CATEGORY_OPENED');
      return { pendingLeaf: { node: childrenAt(context.tree, context.trail).find((c) => c.slug === event.slug)!, path: [...context.trail, event.slug] } };
    }),
    forgetLeaf: assign({ pendingLeaf: null }),
    confirmLeaf: assign(({ context }, attributes: CategoryAttribute[]) => confirmLeaf(context, attributes)),
    startUploads: assign(({ context }) => draftOf(context, { files: context.draft.files.map((f) => ({ ...f, uploadProgress: 0, isUploaded: false })) })),
    keepUploadProgress: assign(({ context, event }) => {
      assertEvent(event, 'UPLOAD_PROGRESSED');
      return draftOf(context, {
        files: context.draft.files.map((f, i) => ({ ...f, uploadProgress: event.progress[i] ?? 0, isUploaded: (event.progress[i] ?? 0) >= 100 })),
      });
    }),
    keepSaved: assign(({ event }) => {
      assertEvent(event, 'SAVE_SUCCEEDED');
      return { saved: event.product };
    }),
  },
  guards: {
    isStepValid: ({ context }, step: Step) => isStepValid(context.draft, step),
    /** A step indicator click lands on this step (the first invalid step before the one clicked). */
    landsOn: ({ context }, { clicked, step }: { clicked: Step; step: Step }) => landingStep(context.draft, clicked) === step,
    isDuplicate: (_, start: StartData) => start.duplicate !== null,
    hasChildren: ({ context }, { slug }: { slug: string }) => (childrenAt(context.tree, context.trail).find((c) => c.slug === slug)?.childrenCount ?? 0) > 0,
    isLeaf: ({ context }, { slug }: { slug: string }) => childrenAt(context.tree, context.trail).some((c) => c.slug === slug),
    canSave: ({ context }) => context.original === null || context.original !== draftSignature(context.draft),
    hasUnsavedChanges: ({ context }) => context.opened !== draftSignature(context.draft),
    /** The step the seller was on when asked whether to discard. */
    wasOnStep: ({ context }, step: Step) => context.step === step,
  },
}).createMachine({
  id: 'productWizard',
  context: ({ input }) => ({
    reading: input.reading, locale: input.locale, duplicateSlug: input.duplicateSlug, tree: [], trail: [], pendingLeaf: null, draft: emptyDraft(),
    original: null, opened: draftSignature(emptyDraft()), step: 1, showErrors: false, photoSeq: 0, saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        input: ({ context }) => ({ duplicateSlug: context.duplicateSlug }),
        onDone: [
          // Duplicate: a copy of the product, straight to describing it.
          { guard: { type: 'isDuplicate', params: ({ event }) => event.output }, target: 'editing.describing', actions: { type: 'keepDuplicate', params: ({ event }) => event.output } },
          { target: 'editing.choosingCategory', actions: { type: 'keepTree', params: ({ event }) => event.output } },
        ],
        onError: 'loadFailed',
      },
      on: { CLOSE_REQUESTED: 'closed' },
    },
    loadFailed: { on: { RETRY_CLICKED: 'loading', CLOSE_REQUESTED: 'closed' } },
    editing: {
      initial: 'choosingCategory',
      on: {
        // Nothing changed: close; else ask first (the step stays on screen under the question).
        CLOSE_REQUESTED: [{ guard: 'hasUnsavedChanges', target: 'confirmingDiscard' }, { target: 'closed' }],
        STEP_CLICKED: ([1, 2, 3, 4, 5, 6, 7] as const).map((step) => ({
          guard: { type: 'landsOn' as const, params: ({ event }: { event: StepClicked }) => ({ clicked: event.step, step }) },
          target: `.${STEP_STATES[step]}`,
          // Landing short of the step clicked: say what the step landed on still needs. Steps 3, 4 and 7
          // ask for nothing, so a click lands on them only when they are the step clicked.
          actions: ASKS_FOR_SOMETHING.includes(step)
            ? [
              { type: 'showErrorsIfShort' as const, params: step },
              { type: 'notify' as const, params: ({ context, event }: { context: Ctx; event: StepClicked }) =>
                (event.step !== step ? stepProblem(context.draft, step, nameIn(context)) : null) },
            ]
            : ['hideErrors' as const],
        })),
        NAME_CHANGED: { actions: 'keepName' },
        PRICE_CHANGED: { actions: 'keepPrice' },
        DESCRIPTION_CHANGED: { actions: 'keepDescription' },
        SELL_TYPE_CHOSEN: { actions: 'keepSellType' },
        ATTRIBUTE_CHANGED: { actions: 'keepAttribute' },
        BARTER_ATTRIBUTES_CHOSEN: { actions: 'keepBarterChoice' },
        BARTER_ATTRIBUTE_CHANGED: { actions: 'keepBarterAttribute' },
        PHOTOS_ADDED: {
          actions: [{ type: 'notify', params: ({ context, event }) => acceptPhotos(context.draft.files, event.files, String).problems }, 'addPhotos'],
        },
        PHOTO_REMOVED: { actions: 'removePhoto' },
        PHOTO_STARRED: { actions: 'starPhoto' },
      },
      states: {
        choosingCategory: {
          entry: { type: 'keepStep', params: 1 },
          initial: 'browsing',
          on: { NEXT_CLICKED: nextFrom(1) },
          states: {
            browsing: {
              entry: 'forgetLeaf',
              on: {
                CATEGORY_OPENED: [
                  { guard: { type: 'hasChildren', params: ({ event }) => event }, actions: 'openCategory' },
                  { guard: { type: 'isLeaf', params: ({ event }) => event }, target: 'loadingAttributes', actions: 'pickLeaf' },
                ],
                CATEGORY_BACK_CLICKED: { actions: 'closeCategory' },
              },
            },
            loadingAttributes: {
              invoke: {
                id: 'loadAttributes',
                src: 'loadAttributes',
                input: ({ context }) => ({ categoryId: context.pendingLeaf!.node.id }),
                onDone: { target: 'browsing', actions: { type: 'confirmLeaf', params: ({ event }) => event.output } },
                // browsing's entry forgets the leaf.
                onError: { target: 'browsing', actions: { type: 'notify', params: { key: 'wizard:attributes-failed' } } },
              },
            },
          },
        },
        describing: { entry: { type: 'keepStep', params: 2 }, on: { NEXT_CLICKED: nextFrom(2), BACK_CLICKED: { target: 'choosingCategory', actions: 'hideErrors' } } },
        // Steps 3 and 4 ask for nothing: Next always goes on, and no message shows on them to hide.
        detailing: { entry: { type: 'keepStep', params: 3 }, on: { NEXT_CLICKED: 'finishingDetails', BACK_CLICKED: 'describing' } },
        finishingDetails: { entry: { type: 'keepStep', params: 4 }, on: { NEXT_CLICKED: 'choosingSaleOrBarter', BACK_CLICKED: 'detailing' } },
        choosingSaleOrBarter: { entry: { type: 'keepStep', params: 5 }, on: { NEXT_CLICKED: nextFrom(5), BACK_CLICKED: { target: 'finishingDetails', actions: 'hideErrors' } } },
        addingPhotos: { entry: { type: 'keepStep', params: 6 }, on: { NEXT_CLICKED: nextFrom(6), BACK_CLICKED: { target: 'choosingSaleOrBarter', actions: 'hideErrors' } } },
        reviewing: {
          entry: { type: 'keepStep', params: 7 },
          on: {
            // The review asks for nothing: no message shows on it to hide.
            BACK_CLICKED: 'addingPhotos',
            SAVE_CLICKED: [
              { guard: 'canSave', target: '#productWizard.saving' },
              { actions: { type: 'notify', params: { key: 'wizard:change-something' } } },
            ],
          },
        },
      },
    },
    /** "Discard your changes?" over the step the seller was on; keeping goes back to that step. */
    confirmingDiscard: {
      on: {
        KEEP_EDITING: STEPS.map((step) => ({ guard: { type: 'wasOnStep' as const, params: step }, target: `editing.${STEP_STATES[step]}` })),
        DISCARD_CONFIRMED: 'closed',
      },
    },
    closed: { type: 'final', entry: 'close' },
    saving: {
      entry: 'startUploads',
      invoke: { id: 'saveProduct', src: 'saveProduct', input: ({ context }) => ({ fields: fieldsOf(context.draft), photos: context.draft.files }) },
      on: {
        UPLOAD_PROGRESSED: { actions: 'keepUploadProgress' },
        SAVE_SUCCEEDED: { target: 'saved', actions: 'keepSaved' },
        SAVE_FAILED: { target: 'editing.reviewing', actions: { type: 'notify', params: ({ event }) => ({ key: event.key, text: event.text }) } },
      },
    },
    saved: { type: 'final', entry: { type: 'notifySaved', params: ({ context }) => context.saved! } },
  },
});

/** A leaf's attributes arrived: it becomes the product's category (values of a previous one are dropped). */
function confirmLeaf(context: Ctx, attributes: CategoryAttribute[]): Partial<Ctx> {
  const leaf = context.pendingLeaf!;
  const same = leaf.node.id === context.draft.categoryId;
  const topType = context.tree.find((c) => c.slug === leaf.path[0])?.type ?? 'used';
  return {
    pendingLeaf: null,
    ...draftOf(context, same ? { attributes } : {
      path: leaf.path, categoryId: leaf.node.id, categoryType: topType, attributes, attributeValues: {},
      barterPath: leaf.path, barterAttributes: attributes, selectedAttributes: [], barterAttributeValues: {},
    }),
  };
}

export type { Photo };
