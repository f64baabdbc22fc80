import { assign, setup } from 'xstate';
import type { CategoryAttribute, CategoryNode } from '../../api/schemas/categories';
import type { ProductDetails, SellType } from '../../api/schemas/products';
import { mergeOptionLabels, type OptionLabel } from '../../domain/option-label';
import { loadAttributes, loadStart, saveProduct, type SaveEvent, type StartData } from './product-wizard.actors';
import {
  acceptPhotos, childrenAt, draftSignature, isStepValid, emptyDraft, fieldsOf, landingStep, priceFromText, starPhoto, stepProblem,
  type AttributeValue, type Draft, type Photo, type Problem, type Reading, type Step,
} from './product-wizard.draft';

export type ProductWizardInput = {
  /** For attribute names inside messages. */
  locale: 'en' | 'ar';
  /** The deployment's reading of steps 2–5 (VITE_WIZARD_READING). */
  reading: Reading;
  /** Duplicate: the product to copy. */
  duplicateSlug: string | null;
};

export type ProductWizardContext = {
  reading: Reading;
  locale: 'en' | 'ar';
  duplicateSlug: string | null;
  tree: CategoryNode[];
  /** The drill-down: slugs of the categories opened, from the root. */
  trail: string[];
  /** The leaf being loaded. */
  pendingLeaf: { node: CategoryNode; path: string[] } | null;
  draft: Draft;
  /** Duplicate: the draft as loaded; Save waits until the draft differs from it. */
  original: string | null;
  /** Set when Next was refused: the step's fields show their own messages. */
  showErrors: boolean;
  photoSeq: number;
  saved: ProductDetails | null;
};

export type ProductWizardEvent =
  | { type: 'RETRY_CLICKED' }
  | { type: 'CATEGORY_OPENED'; slug: string }
  | { type: 'CATEGORY_BACK_CLICKED' }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'STEP_CLICKED'; step: Step }
  | { type: 'NAME_CHANGED'; name: string }
  | { type: 'PRICE_CHANGED'; text: string }
  | { type: 'DESCRIPTION_CHANGED'; html: string }
  | { type: 'SELL_TYPE_CHOSEN'; sellType: SellType }
  /** `labels`: both texts of the options chosen (option attributes), kept for the review. */
  | { type: 'ATTRIBUTE_CHANGED'; id: number; value: AttributeValue; labels?: OptionLabel[] }
  | { type: 'BARTER_ATTRIBUTES_CHOSEN'; ids: number[] }
  | { type: 'BARTER_ATTRIBUTE_CHANGED'; id: number; value: AttributeValue; labels?: OptionLabel[] }
  | { type: 'PHOTOS_ADDED'; files: { file: File; preview: string }[] }
  | { type: 'PHOTO_REMOVED'; id: string }
  | { type: 'PHOTO_STARRED'; id: string }
  | { type: 'SAVE_CLICKED' }
  | SaveEvent;

export type Notice = { key?: string; text?: string; vars?: Problem['vars'] };
type Ctx = ProductWizardContext;
const nameIn = (context: Ctx) => (a: CategoryAttribute) => (context.locale === 'ar' ? a.nameAr : a.name);
const draftOf = (context: Ctx, patch: Partial<Draft>) => ({ draft: { ...context.draft, ...patch } });
/** The draft's option labels with those an attribute's change brought. */
const labelsOf = (context: Ctx, event: { id: number; labels?: OptionLabel[] }) => (event.labels?.length
  ? { ...context.draft.optionLabels, [event.id]: mergeOptionLabels(context.draft.optionLabels[event.id], event.labels) }
  : context.draft.optionLabels);

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
    hideErrors: assign({ showErrors: false }),
    showErrors: assign({ showErrors: true }),
  },
  guards: {
    isStepValid: ({ context }, step: Step) => isStepValid(context.draft, step),
    landsOn: ({ context, event }, step: Step) => event.type === 'STEP_CLICKED' && landingStep(context.draft, event.step) === step,
    isDuplicate: ({ event }) => (event as unknown as { output: StartData }).output.duplicate !== null,
    hasChildren: ({ context, event }) => event.type === 'CATEGORY_OPENED'
      && (childrenAt(context.tree, context.trail).find((c) => c.slug === event.slug)?.childrenCount ?? 0) > 0,
    isLeaf: ({ context, event }) => event.type === 'CATEGORY_OPENED' && childrenAt(context.tree, context.trail).some((c) => c.slug === event.slug),
    canSave: ({ context }) => context.original === null || context.original !== draftSignature(context.draft),
  },
}).createMachine({
  id: 'productWizard',
  context: ({ input }) => ({
    reading: input.reading, locale: input.locale, duplicateSlug: input.duplicateSlug, tree: [], trail: [], pendingLeaf: null, draft: emptyDraft(),
    original: null, showErrors: false, photoSeq: 0, saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStart',
        src: 'loadStart',
        input: ({ context }) => ({ duplicateSlug: context.duplicateSlug }),
        onDone: [
          {
            guard: 'isDuplicate',
            target: 'editing.step2',
            actions: assign(({ event }) => ({
              tree: event.output.tree, draft: event.output.duplicate!, trail: event.output.duplicate!.path.slice(0, -1),
              original: draftSignature(event.output.duplicate!),
            })),
          },
          { target: 'editing.step1', actions: assign({ tree: ({ event }) => event.output.tree }) },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY_CLICKED: 'loading' } },
    editing: {
      initial: 'step1',
      on: {
        STEP_CLICKED: ([1, 2, 3, 4, 5, 6, 7] as const).map((step) => ({
          guard: { type: 'landsOn' as const, params: step },
          target: `.step${step}`,
          // Landing short of the step clicked: say what the step landed on still needs.
          actions: [
            assign({ showErrors: ({ event }: { event: ProductWizardEvent }) => event.type === 'STEP_CLICKED' && event.step !== step }),
            { type: 'notify' as const, params: ({ context, event }: { context: Ctx; event: ProductWizardEvent }) =>
              (event.type === 'STEP_CLICKED' && event.step !== step ? stepProblem(context.draft, step, nameIn(context)) : null) },
          ],
        })),
        NAME_CHANGED: { actions: assign(({ context, event }) => draftOf(context, { productName: event.name })) },
        PRICE_CHANGED: { actions: assign(({ context, event }) => draftOf(context, priceFromText(event.text))) },
        DESCRIPTION_CHANGED: { actions: assign(({ context, event }) => draftOf(context, { description: event.html })) },
        SELL_TYPE_CHOSEN: { actions: assign(({ context, event }) => draftOf(context, { sellType: event.sellType })) },
        ATTRIBUTE_CHANGED: {
          actions: assign(({ context, event }) => draftOf(context, {
            attributeValues: { ...context.draft.attributeValues, [event.id]: event.value }, optionLabels: labelsOf(context, event),
          })),
        },
        BARTER_ATTRIBUTES_CHOSEN: {
          // Values of attributes no longer chosen are dropped with them.
          actions: assign(({ context, event }) => {
            const ids = event.ids.filter((id) => context.draft.barterAttributes.some((a) => a.id === id));
            const values = Object.entries(context.draft.barterAttributeValues).filter(([id]) => ids.includes(Number(id)));
            return draftOf(context, { selectedAttributes: ids, barterAttributeValues: Object.fromEntries(values) });
          }),
        },
        BARTER_ATTRIBUTE_CHANGED: {
          actions: assign(({ context, event }) => draftOf(context, {
            barterAttributeValues: { ...context.draft.barterAttributeValues, [event.id]: event.value }, optionLabels: labelsOf(context, event),
          })),
        },
        PHOTOS_ADDED: {
          actions: [
            { type: 'notify', params: ({ context, event }) => acceptPhotos(context.draft.files, event.files, String).problems },
            assign(({ context, event }) => {
              const { files } = acceptPhotos(context.draft.files, event.files, (i) => `new-${context.photoSeq + i}`);
              return { ...draftOf(context, { files }), photoSeq: context.photoSeq + event.files.length };
            }),
          ],
        },
        PHOTO_REMOVED: { actions: assign(({ context, event }) => draftOf(context, { files: context.draft.files.filter((f) => f.id !== event.id) })) },
        PHOTO_STARRED: { actions: assign(({ context, event }) => draftOf(context, { files: starPhoto(context.draft.files, event.id) })) },
      },
      states: {
        step1: {
          initial: 'browsing',
          on: {
            NEXT_CLICKED: [
              { guard: { type: 'isStepValid', params: 1 }, target: 'step2', actions: 'hideErrors' },
              { actions: ['showErrors', { type: 'notify', params: ({ context }) => stepProblem(context.draft, 1, nameIn(context)) }, 'scrollToTop'] },
            ],
          },
          states: {
            browsing: {
              entry: assign({ pendingLeaf: null }),
              on: {
                CATEGORY_OPENED: [
                  { guard: 'hasChildren', actions: assign({ trail: ({ context, event }) => [...context.trail, event.slug] }) },
                  {
                    guard: 'isLeaf',
                    target: 'loadingAttributes',
                    actions: assign({
                      pendingLeaf: ({ context, event }) => ({
                        node: childrenAt(context.tree, context.trail).find((c) => c.slug === event.slug)!, path: [...context.trail, event.slug],
                      }),
                    }),
                  },
                ],
                CATEGORY_BACK_CLICKED: { actions: assign({ trail: ({ context }) => context.trail.slice(0, -1) }) },
              },
            },
            loadingAttributes: {
              invoke: {
                id: 'loadAttributes',
                src: 'loadAttributes',
                input: ({ context }) => ({ categoryId: context.pendingLeaf!.node.id }),
                onDone: { target: 'browsing', actions: assign(({ context, event }) => confirmLeaf(context, event.output)) },
                onError: { target: 'browsing', actions: [assign({ pendingLeaf: null }), { type: 'notify', params: { key: 'wizard:attributes-failed' } }] },
              },
            },
          },
        },
        step2: {
          on: {
            NEXT_CLICKED: [
              { guard: { type: 'isStepValid', params: 2 }, target: 'step3', actions: 'hideErrors' },
              { actions: ['showErrors', { type: 'notify', params: ({ context }) => stepProblem(context.draft, 2, nameIn(context)) }, 'scrollToTop'] },
            ],
            BACK_CLICKED: { target: 'step1', actions: 'hideErrors' },
          },
        },
        step3: {
          on: {
            // Step 3 asks for nothing: Next always goes on.
            NEXT_CLICKED: { target: 'step4', actions: 'hideErrors' },
            BACK_CLICKED: { target: 'step2', actions: 'hideErrors' },
          },
        },
        step4: {
          on: {
            // Step 4 asks for nothing: Next always goes on.
            NEXT_CLICKED: { target: 'step5', actions: 'hideErrors' },
            BACK_CLICKED: { target: 'step3', actions: 'hideErrors' },
          },
        },
        step5: {
          on: {
            NEXT_CLICKED: [
              { guard: { type: 'isStepValid', params: 5 }, target: 'step6', actions: 'hideErrors' },
              { actions: ['showErrors', { type: 'notify', params: ({ context }) => stepProblem(context.draft, 5, nameIn(context)) }, 'scrollToTop'] },
            ],
            BACK_CLICKED: { target: 'step4', actions: 'hideErrors' },
          },
        },
        step6: {
          on: {
            NEXT_CLICKED: [
              { guard: { type: 'isStepValid', params: 6 }, target: 'step7', actions: 'hideErrors' },
              { actions: ['showErrors', { type: 'notify', params: ({ context }) => stepProblem(context.draft, 6, nameIn(context)) }, 'scrollToTop'] },
            ],
            BACK_CLICKED: { target: 'step5', actions: 'hideErrors' },
          },
        },
        step7: {
          on: {
            BACK_CLICKED: { target: 'step6', actions: 'hideErrors' },
            SAVE_CLICKED: [
              { guard: 'canSave', target: '#productWizard.saving' },
              { actions: { type: 'notify', params: { key: 'wizard:change-something' } } },
            ],
          },
        },
      },
    },
    saving: {
      entry: assign(({ context }) => draftOf(context, { files: context.draft.files.map((f) => ({ ...f, uploadProgress: 0, isUploaded: false })) })),
      invoke: { id: 'saveProduct', src: 'saveProduct', input: ({ context }) => ({ fields: fieldsOf(context.draft), photos: context.draft.files }) },
      on: {
        UPLOAD_PROGRESSED: {
          actions: assign(({ context, event }) => draftOf(context, {
            files: context.draft.files.map((f, i) => ({ ...f, uploadProgress: event.progress[i] ?? 0, isUploaded: (event.progress[i] ?? 0) >= 100 })),
          })),
        },
        SAVE_SUCCEEDED: { target: 'saved', actions: assign({ saved: ({ event }) => event.product }) },
        SAVE_FAILED: { target: 'editing.step7', actions: { type: 'notify', params: ({ event }) => ({ key: event.key, text: event.text }) } },
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
