// The wizard's model for checkModel and `npm run paths -- product-wizard`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { draftOfProduct } from './product-wizard.actors';
import { holds, lands, stateKey } from '../test/model';
import { attributesOfStep, draftSignature, emptyDraft, isStepValid, landingStep, STEPS, type Reading, type Step } from './product-wizard.draft';
import { sampleAttributes, sampleProduct, sampleTree } from './product-wizard.fixtures';
import { productWizardMachine, STEP_STATES, type ProductWizardInput } from './product-wizard.machine';

type Snap = SnapshotFrom<typeof productWizardMachine>;

export const input: ProductWizardInput = { reading: 'A', locale: 'en', duplicateSlug: null };
export const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });
export const sidePhoto = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'side.jpg', { type: 'image/jpeg' });
const ev = (e: { type: string; [k: string]: unknown }) => e as EventObject;

/** The step whose view holds the description editor, per reading. */
const DESCRIPTION_STEP: Record<Reading, Step> = { A: 4, B: 2 };

const stepKey = (step: Step) => (step === 1 ? 'editing.choosingCategory.browsing' : `editing.${STEP_STATES[step]}`);

/** Asking whether to discard, and keeping on, change nothing in the draft. */
const keepsDraft = (after: Snap, before: Snap) => {
  if (after.context.draft !== before.context.draft) throw new Error('the draft changed');
};

/** Events a seller (or an actor) can cause in each state, and where each lands; draft edits are offered on the step that shows them. */
export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      // The wizard opens without messages.
      lands('editing.choosingCategory.browsing', ev({ type: 'xstate.done.actor.loadStart', output: { tree: sampleTree, duplicate: null } }), holds({ tree: sampleTree, showErrors: false })),
      // Duplicate: a copy, straight to step 2.
      lands('editing.describing', ev({ type: 'xstate.done.actor.loadStart', output: { tree: sampleTree, duplicate: draftOfProduct(sampleProduct, sampleAttributes, sampleTree) } }), holds({ showErrors: false })),
      lands('loadFailed', ev({ type: 'xstate.error.actor.loadStart', error: new Error('offline') })),
      // No draft yet: nothing to lose.
      lands('closed', { type: 'CLOSE_REQUESTED' }),
    ];
  }
  if (s.matches('loadFailed')) return [lands('loading', { type: 'RETRY_CLICKED' }), lands('closed', { type: 'CLOSE_REQUESTED' })];
  // "Discard your changes?": keeping goes back to the step it was asked on, with the draft as it was.
  if (s.matches('confirmingDiscard')) {
    return [
      lands(stepKey(s.context.step), { type: 'KEEP_EDITING' }, keepsDraft),
      lands('closed', { type: 'DISCARD_CONFIRMED' }),
    ];
  }
  if (s.matches('closed')) return [];
  if (s.matches('saving')) {
    return [
      lands('saving', ev({ type: 'UPLOAD_PROGRESSED', progress: s.context.draft.files.map(() => 40) }), (after: Snap) => holds({ files: after.context.draft.files.map((f) => ({ ...f, uploadProgress: 40, isUploaded: false })) })({ context: after.context.draft })),
      lands('saved', ev({ type: 'SAVE_SUCCEEDED', product: sampleProduct }), holds({ saved: sampleProduct })),
      lands('editing.reviewing', ev({ type: 'SAVE_FAILED', key: 'wizard:save-failed' })),
    ];
  }
  if (s.matches('saved')) return [];
  const here = stateKey(s);
  const { draft, trail } = s.context;
  // Closing asks first once the draft differs from how the wizard opened: the copy, or an empty draft.
  const changed = (s.context.original ?? draftSignature(emptyDraft())) !== draftSignature(draft);
  // A step indicator lands on the first invalid step before the one clicked, and says what it needs.
  const out: EventObject[] = STEPS.map((step) => {
    const landing = landingStep(draft, step);
    return lands(stepKey(landing), ev({ type: 'STEP_CLICKED', step }), holds({ showErrors: landing !== step }));
  });
  out.push(lands(changed ? 'confirmingDiscard' : 'closed', { type: 'CLOSE_REQUESTED' }, keepsDraft));
  if (s.matches({ editing: { choosingCategory: 'browsing' } })) {
    out.push(isStepValid(draft, 1) ? lands('editing.describing', { type: 'NEXT_CLICKED' }, holds({ showErrors: false })) : lands(here, { type: 'NEXT_CLICKED' }, holds({ showErrors: true })));
    // The way back shows once a category is open.
    if (trail.length > 0) out.push(lands(here, { type: 'CATEGORY_BACK_CLICKED' }, holds({ trail: trail.slice(0, -1) })));
    out.push(trail.length === 0
      ? lands(here, ev({ type: 'CATEGORY_OPENED', slug: 'vehicles' }), holds({ trail: ['vehicles'] }))
      : lands('editing.choosingCategory.loadingAttributes', ev({ type: 'CATEGORY_OPENED', slug: 'cars' })));
  }
  if (s.matches({ editing: { choosingCategory: 'loadingAttributes' } })) {
    out.push(
      lands('editing.choosingCategory.browsing', ev({ type: 'xstate.done.actor.loadAttributes', output: sampleAttributes }), (after: Snap) => holds({ path: ['vehicles', 'cars'], attributes: sampleAttributes })({ context: after.context.draft })),
      lands('editing.choosingCategory.browsing', ev({ type: 'xstate.error.actor.loadAttributes', error: new Error('500') }), holds({ pendingLeaf: null })),
    );
  }
  const on = (step: Step) => s.matches({ editing: STEP_STATES[step] });
  const current = STEPS.find(on)!;
  // Back from any step after the first goes one step back and hides the messages.
  if (current > 1) out.push(lands(stepKey((current - 1) as Step), { type: 'BACK_CLICKED' }, holds({ showErrors: false })));
  if (current >= 2 && current <= 6) {
    out.push(isStepValid(draft, current)
      ? lands(stepKey((current + 1) as Step), { type: 'NEXT_CLICKED' }, holds({ showErrors: false }))
      : lands(here, { type: 'NEXT_CLICKED' }, holds({ showErrors: true })));
  }
  /** An edit stays on its step and shows in the draft. */
  const edits = (e: EventObject, draftHas: (d: typeof draft, before: typeof draft) => boolean) => lands(here, e, (after: Snap, before: Snap) => {
    if (!draftHas(after.context.draft, before.context.draft)) throw new Error(`${e.type} did not reach the draft`);
  });
  if (on(2)) {
    const name = draft.productName ? '' : 'Land Cruiser';
    out.push(edits(ev({ type: 'NAME_CHANGED', name }), (d) => d.productName === name));
    const text = draft.price ? '' : '12a5';
    out.push(edits(ev({ type: 'PRICE_CHANGED', text }), (d) => d.priceText === text.replace(/[^\d.]/g, '')));
  }
  // The free-text attribute (Model, id 1) where the reading shows it: A step 2, B step 3.
  if (attributesOfStep(draft.attributes, s.context.reading, current).some((a) => a.id === 1)) {
    const value = draft.attributeValues[1] === 'LC 300' ? 'LC 200' : 'LC 300';
    out.push(edits(ev({ type: 'ATTRIBUTE_CHANGED', id: 1, value }), (d) => d.attributeValues[1] === value));
  }
  // The description where the reading shows it: A step 4, B step 2.
  if (current === DESCRIPTION_STEP[s.context.reading]) {
    // Always a different text (a duplicate arrives with its own), so a lost edit shows.
    const html = draft.description === '<p>Clean</p>' ? '<p>Like new</p>' : '<p>Clean</p>';
    out.push(edits(ev({ type: 'DESCRIPTION_CHANGED', html }), (d) => d.description === html));
  }
  if (on(5)) {
    const sellType = draft.sellType === 'sell' ? 'barter' : 'sell';
    out.push(edits(ev({ type: 'SELL_TYPE_CHOSEN', sellType }), (d) => d.sellType === sellType));
    // What the seller wants in exchange shows once barter is part of the sell type.
    if (draft.sellType !== 'sell') {
      const ids = draft.selectedAttributes.length ? [] : [1, 3, 5];
      out.push(edits(ev({ type: 'BARTER_ATTRIBUTES_CHOSEN', ids }), (d) => JSON.stringify(d.selectedAttributes) === JSON.stringify(ids)));
      // A text value (Model or Year) still empty.
      const empty = draft.selectedAttributes.find((id) => !draft.barterAttributeValues[id] && [1, 5].includes(id));
      if (empty) out.push(edits(ev({ type: 'BARTER_ATTRIBUTE_CHANGED', id: empty, value: 'x' }), (d) => d.barterAttributeValues[empty] === 'x'));
    }
  }
  if (on(6)) {
    // Two photos at first (a star shows on each photo after the first, the primary one), one more to a copy's one.
    if (draft.files.length < 2) {
      const files = [{ file: photo, preview: 'blob:front' }, { file: sidePhoto, preview: 'blob:side' }].slice(draft.files.length);
      out.push(edits(ev({ type: 'PHOTOS_ADDED', files }), (d, b) => d.files.length === b.files.length + files.length));
    }
    if (draft.files.length >= 2) {
      const last = draft.files.at(-1)!.id;
      out.push(edits(ev({ type: 'PHOTO_STARRED', id: last }), (d, b) => d.files[0].id === (b.files.some((f) => f.id === last) ? last : b.files[0].id)));
    }
    if (draft.files.length > 0) {
      const first = draft.files[0].id;
      out.push(edits(ev({ type: 'PHOTO_REMOVED', id: first }), (d, b) => !d.files.some((f) => f.id === first) && d.files.length === b.files.length - (b.files.some((f) => f.id === first) ? 1 : 0)));
    }
  }
  // A duplicate saves only once something changed.
  if (on(7)) out.push(lands(s.context.original === null || s.context.original !== draftSignature(draft) ? 'saving' : here, { type: 'SAVE_CLICKED' }));
  return out;
}

/**
 * A state is its value (and the step a question was asked on), which steps are valid, the drill-down
 * depth, the sell type, barter and photos begun, whether a duplicate changed, and whether the draft
 * differs from how the wizard opened.
 */
export const serialize = (s: Snap) => {
  const { draft, original } = s.context;
  const valid = ([1, 2, 5, 6] as Step[]).map((step) => isStepValid(draft, step));
  return JSON.stringify([
    s.value, s.matches('confirmingDiscard') ? s.context.step : null, valid, s.context.trail.length, draft.sellType,
    draft.selectedAttributes.length > 0, draft.files.length > 0, original === null ? null : original === draftSignature(draft),
    s.context.opened === draftSignature(draft),
  ]);
};

export const machine = productWizardMachine;
export const productWizardModel = { machine, events, input, serialize };

/** The spec's own scenarios, in its words: `npm run paths -- product-wizard` prints them first. */
const typed = (type: string, test: (e: Record<string, unknown>) => boolean = () => true) => (e: EventObject) => e.type === type && test(e as unknown as Record<string, unknown>);
export const scenarios = [
  {
    name: 'A new product through all 7 steps: category, name and price, details, description, sell type, photos, review and save',
    steps: [
      typed('xstate.done.actor.loadStart', (e) => (e.output as { duplicate: unknown }).duplicate === null),
      typed('CATEGORY_OPENED', (e) => e.slug === 'vehicles'),
      typed('CATEGORY_OPENED', (e) => e.slug === 'cars'),
      'xstate.done.actor.loadAttributes',
      'NEXT_CLICKED',
      'NAME_CHANGED',
      'PRICE_CHANGED',
      'ATTRIBUTE_CHANGED',
      'NEXT_CLICKED',
      'NEXT_CLICKED',
      'DESCRIPTION_CHANGED',
      'NEXT_CLICKED',
      'NEXT_CLICKED',
      'PHOTOS_ADDED',
      'NEXT_CLICKED',
      'SAVE_CLICKED',
      'UPLOAD_PROGRESSED',
      'SAVE_SUCCEEDED',
    ],
  },
];

/** Mutants no test can tell apart: each value is set before anything reads it, or only has to be unique. */
export const equivalentMutants: Record<string, string> = {
  'productWizard.editing.addingPhotos: NEXT_CLICKED #1 [isStepValid(6)]: guard → landsOn':
    'With step 6 as its parameter, landsOn reads no clicked step and holds when every step is valid; the photos step is reached only with steps 1–5 valid (Next, or a step click landing on the first invalid step) and 7 asks for nothing, so both ask whether the photos hold.',
  'context pendingLeaf starts at 0 instead of null':
    'Only the category step reads it (the leaf loading), and browsing, the only way into that step, forgets the leaf on entry.',
  'context step starts at 2 instead of 1':
    'Read only in confirmingDiscard, which is reached from an editing step, and every editing step sets it on entry (keepStep).',
  'context photoSeq starts at 1 instead of 0':
    'It only numbers new photos\' ids (new-0, new-1… or new-1, new-2…), which stay in the browser and only have to be unique.',
  'context saved starts at 0 instead of null':
    'Read only by notifySaved in saved, and keepSaved sets it on SAVE_SUCCEEDED, the only way into saved.',
  'productWizard.confirmingDiscard: KEEP_EDITING #7 [wasOnStep(7)]: guard → canSave':
    'Branches 1–6 catch every other step first, and on step 7 canSave holds: the question is asked only over a draft that differs from how it opened (the copy, for a duplicate).',
};
