// The wizard's model for checkModel and `npm run paths -- product-wizard`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { draftOfProduct } from './product-wizard.actors';
import { draftSignature, isStepValid, type Step } from './product-wizard.draft';
import { sampleAttributes, sampleProduct, sampleTree } from './product-wizard.fixtures';
import { productWizardMachine, type ProductWizardInput } from './product-wizard.machine';

type Snap = SnapshotFrom<typeof productWizardMachine>;

export const input: ProductWizardInput = { reading: 'A', locale: 'en', duplicateSlug: null };
export const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' });
const ev = (e: { type: string; [k: string]: unknown }) => e as EventObject;

/** Events a seller (or an actor) can cause in each state; draft edits are offered on the step that shows them. */
export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      ev({ type: 'xstate.done.actor.loadStart', output: { tree: sampleTree, duplicate: null } }),
      ev({ type: 'xstate.done.actor.loadStart', output: { tree: sampleTree, duplicate: draftOfProduct(sampleProduct, sampleAttributes, sampleTree) } }),
      ev({ type: 'xstate.error.actor.loadStart', error: new Error('offline') }),
    ];
  }
  if (s.matches('loadFailed')) return [{ type: 'RETRY_CLICKED' }];
  if (s.matches('saving')) {
    return [
      ev({ type: 'UPLOAD_PROGRESSED', progress: [40] }),
      ev({ type: 'SAVE_SUCCEEDED', product: sampleProduct }),
      ev({ type: 'SAVE_FAILED', key: 'wizard:save-failed' }),
    ];
  }
  if (s.matches('saved')) return [];
  const out: EventObject[] = [ev({ type: 'STEP_CLICKED', step: 7 }), ev({ type: 'STEP_CLICKED', step: 1 })];
  const { draft, trail } = s.context;
  if (s.matches({ editing: { step1: 'browsing' } })) {
    out.push({ type: 'NEXT_CLICKED' }, { type: 'CATEGORY_BACK_CLICKED' });
    out.push(ev({ type: 'CATEGORY_OPENED', slug: trail.length === 0 ? 'vehicles' : 'cars' }));
  }
  if (s.matches({ editing: { step1: 'loadingAttributes' } })) {
    out.push(ev({ type: 'xstate.done.actor.loadAttributes', output: sampleAttributes }), ev({ type: 'xstate.error.actor.loadAttributes', error: new Error('500') }));
  }
  const on = (step: Step) => s.matches({ editing: `step${step}` });
  if (!s.matches({ editing: 'step1' })) out.push({ type: 'BACK_CLICKED' });
  if ([2, 3, 4, 5, 6].some((n) => on(n as Step))) out.push({ type: 'NEXT_CLICKED' });
  if (on(2)) out.push(ev({ type: 'NAME_CHANGED', name: draft.productName ? '' : 'Land Cruiser' }), ev({ type: 'PRICE_CHANGED', text: draft.price ? '' : '12a5' }));
  if (on(3)) out.push(ev({ type: 'ATTRIBUTE_CHANGED', id: 1, value: 'LC 300' }));
  if (on(4)) out.push(ev({ type: 'DESCRIPTION_CHANGED', html: '<p>Clean</p>' }));
  if (on(5)) {
    out.push(ev({ type: 'SELL_TYPE_CHOSEN', sellType: draft.sellType === 'sell' ? 'barter' : 'sell' }));
    out.push(ev({ type: 'BARTER_ATTRIBUTES_CHOSEN', ids: draft.selectedAttributes.length ? [] : [1, 3, 5] }));
    const empty = draft.selectedAttributes.find((id) => !draft.barterAttributeValues[id]);
    if (empty) out.push(ev({ type: 'BARTER_ATTRIBUTE_CHANGED', id: empty, value: 'x' }));
  }
  if (on(6)) {
    if (draft.files.length === 0) out.push(ev({ type: 'PHOTOS_ADDED', files: [{ file: photo, preview: 'blob:front' }] }));
    else out.push(ev({ type: 'PHOTO_STARRED', id: draft.files.at(-1)!.id }), ev({ type: 'PHOTO_REMOVED', id: draft.files[0].id }));
  }
  if (on(7)) out.push({ type: 'SAVE_CLICKED' });
  return out;
}

/** A state is its value, which steps are valid, the drill-down depth, the sell type, barter and photos begun, and whether a duplicate changed. */
export const serialize = (s: Snap) => {
  const { draft, original } = s.context;
  const valid = ([1, 2, 5, 6] as Step[]).map((step) => isStepValid(draft, step));
  return JSON.stringify([
    s.value, valid, s.context.trail.length, draft.sellType, draft.selectedAttributes.length > 0, draft.files.length > 0,
    original === null ? null : original === draftSignature(draft),
  ]);
};

export const machine = productWizardMachine;
export const productWizardModel = { machine, events, input, serialize };
