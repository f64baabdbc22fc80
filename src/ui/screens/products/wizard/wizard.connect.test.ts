import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { CategoryAttribute } from '../../../../api/schemas/categories';
import { draftOfProduct, type SaveInput, type StartData } from '../../../../machines/product-wizard/product-wizard.actors';
import { sampleAttributes, sampleProduct, sampleTree } from '../../../../machines/product-wizard/product-wizard.fixtures';
import { productWizardMachine } from '../../../../machines/product-wizard/product-wizard.machine';
import { connectWizard } from './wizard.connect';

/** The real wizard machine over stand-in loaders, with its view read through connectWizard. */
async function wizard(duplicate = false) {
  const machine = productWizardMachine.provide({
    actors: {
      loadStart: fromPromise<StartData, { duplicateSlug: string | null }>(async () => ({
        tree: sampleTree, duplicate: duplicate ? draftOfProduct(sampleProduct, sampleAttributes, sampleTree) : null,
      })),
      loadAttributes: fromPromise<CategoryAttribute[], { categoryId: number }>(async () => sampleAttributes),
      saveProduct: fromCallback<EventObject, SaveInput>(() => {}),
    },
    actions: { notify: () => {}, notifySaved: () => {}, scrollToTop: () => {} },
  });
  const actor = createActor(machine, { input: { reading: 'A', locale: 'en', duplicateSlug: duplicate ? sampleProduct.slug : null } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  const view = () => connectWizard(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, view };
}

async function onStep2() {
  const w = await wizard();
  w.actor.send({ type: 'CATEGORY_OPENED', slug: 'vehicles' });
  w.actor.send({ type: 'CATEGORY_OPENED', slug: 'cars' });
  await waitFor(w.actor, (s) => s.context.draft.categoryId === 11 && s.context.pendingLeaf === null);
  w.view().next();
  return w;
}

describe('connectWizard', () => {
  it('step 1 of 7: no Back, Next, a stepper whose buttons work, nothing unsaved', async () => {
    const { view } = await wizard();
    expect(view()).toMatchObject({ step: 1, showsBack: false, showsNext: true, showsStepper: true, unsaved: false, unchanged: false, saveDisabled: false });
    expect(view().stepLabelKeys).toHaveLength(7);
    expect(view().onStepClick).toBeTypeOf('function');
  });

  it('step 2: the fields stay quiet until Next is refused, then each says its own message', async () => {
    const { actor, view } = await onStep2();
    expect(view().step).toBe(2);
    expect(view().fieldErrors).toEqual({ name: null, price: null });
    view().next();
    expect(view().step).toBe(2);
    expect(view().fieldErrors).toEqual({ name: 'wizard:enter-product-name', price: 'wizard:enter-price' });
    actor.send({ type: 'NAME_CHANGED', name: 'x'.repeat(201) });
    expect(view().fieldErrors).toEqual({ name: 'wizard:name-too-long', price: 'wizard:enter-price' });
    actor.send({ type: 'NAME_CHANGED', name: 'Patrol' });
    actor.send({ type: 'PRICE_CHANGED', text: '5' });
    expect(view().fieldErrors).toEqual({ name: null, price: null });
    view().next();
    // Step 3 has no name or price, so no field errors whatever showErrors says.
    expect(view()).toMatchObject({ step: 3, showsBack: true, fieldErrors: { name: null, price: null } });
    view().back();
    expect(view().step).toBe(2);
    view().onStepClick!(0);
    expect(view().step).toBe(1);
  });

  it('closing a changed draft asks first over the same step; keeping returns to it, discarding closes', async () => {
    const { actor, view } = await onStep2();
    actor.send({ type: 'NAME_CHANGED', name: 'Patrol' });
    expect(view().unsaved).toBe(true);
    view().close();
    expect(view()).toMatchObject({ confirming: true, showsStep: true, showsStepper: true, step: 2, unsaved: true });
    view().keepEditing();
    expect(view()).toMatchObject({ confirming: false, editing: true, step: 2 });
    expect(actor.getSnapshot().context.draft.productName).toBe('Patrol');
    view().close();
    view().discard();
    expect(actor.getSnapshot().status).toBe('done');
    expect(view().unsaved).toBe(false);
  });

  it('a duplicate cannot be saved unchanged; one change enables Save', async () => {
    const { actor, view } = await wizard(true);
    expect(view()).toMatchObject({ step: 2, unchanged: true, saveDisabled: true });
    actor.send({ type: 'NAME_CHANGED', name: `${sampleProduct.name} (copy)` });
    expect(view()).toMatchObject({ unchanged: false, saveDisabled: false });
    actor.send({ type: 'NAME_CHANGED', name: sampleProduct.name });
    expect(view().unchanged).toBe(true);
  });
});
