import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { CategoryAttribute } from '../../api/schemas/categories';
import { assertModel } from '../test/model';
import { draftOfProduct, photoProgress, type SaveInput, type StartData } from './product-wizard.actors';
import { attributesOfStep, draftSignature, fieldsOf, stepProblem, STEPS, type Reading, type Step } from './product-wizard.draft';
import { sampleAttributes, sampleProduct, sampleTree } from './product-wizard.fixtures';
import { productWizardMachine, STEP_STATES, type ProductWizardEvent } from './product-wizard.machine';
import { photo, productWizardModel } from './product-wizard.model';

type Snap = ReturnType<ReturnType<typeof createActor<typeof productWizardMachine>>['getSnapshot']>;
const onStep = (step: Step) => (s: Snap) => {
  expect(s.matches({ editing: STEP_STATES[step] })).toBe(true);
  // The step kept for the discard question is the one on screen.
  expect(s.context.step).toBe(step);
  // Every step before the one shown is valid, or the wizard would not be here (duplicate starts on 2 with a full copy).
  for (let before = 1; before < step; before++) expect(stepProblem(s.context.draft, before as Step)).toBeNull();
};

describe.each(['A', 'B'] as Reading[])('product wizard machine, reading %s (model-based)', (reading) => {
  it('visits every state and takes every transition', () => {
    const attributesShown = (s: Snap, step: Step) => attributesOfStep(s.context.draft.attributes, s.context.reading, step);
    assertModel({
      ...productWizardModel,
      input: { ...productWizardModel.input, reading },
      states: {
        loading: (s) => expect(s.context.tree).toEqual([]),
        loadFailed: (s) => expect(s.context.tree).toEqual([]),
        'editing.choosingCategory.browsing': (s) => {
          expect(s.context.step).toBe(1);
          expect(s.context.tree).toEqual(sampleTree);
          expect(s.context.pendingLeaf).toBeNull();
        },
        'editing.choosingCategory.loadingAttributes': (s) => {
          expect(s.context.step).toBe(1);
          expect(s.context.pendingLeaf?.path).toEqual(['vehicles', 'cars']);
        },
        'editing.describing': (s) => {
          onStep(2)(s);
          if (reading === 'A') expect(attributesShown(s, 2).map((a) => a.id)).toEqual([1, 2]);
          else expect(attributesShown(s, 2)).toEqual([]);
        },
        'editing.detailing': (s) => {
          onStep(3)(s);
          // Steps 3, 4 and 7 ask for nothing: no step message can show there.
          expect(s.context.showErrors).toBe(false);
          expect(attributesShown(s, 3).map((a) => a.id)).toEqual(reading === 'A' ? [3, 4] : [1, 3, 5]);
        },
        'editing.finishingDetails': (s) => {
          onStep(4)(s);
          expect(s.context.showErrors).toBe(false);
          expect(attributesShown(s, 4).map((a) => a.id)).toEqual(reading === 'A' ? [5] : [2, 4]);
        },
        'editing.choosingSaleOrBarter': onStep(5),
        'editing.addingPhotos': onStep(6),
        'editing.reviewing': (s) => {
          onStep(7)(s);
          expect(s.context.showErrors).toBe(false);
        },
        saving: (s) => {
          onStep(7)({ ...s, matches: () => true } as unknown as Snap);
          expect(s.context.draft.files.length).toBeGreaterThan(0);
        },
        // The question is asked only over a draft that differs from how the wizard opened, on a step it keeps.
        confirmingDiscard: (s) => {
          expect(draftSignature(s.context.draft)).not.toBe(s.context.opened);
          expect(STEPS).toContain(s.context.step);
        },
        closed: (s) => expect(s.status).toBe('done'),
        saved: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.saved).toEqual(sampleProduct);
        },
      },
    });
  // About 10–15 s of CPU a reading; the wall time grows with the machine's load (230 s at load 40).
  }, 600_000);
});

type SaveAnswer = 'saved' | 'failed' | 'silent';

/**
 * A wizard over fake actors; records notices, scrolls, closing and the saved product. Each save
 * answers in turn from `saveAnswers` (after 50% progress), else as `failSave` says; 'silent' never answers.
 */
function wizard(options: { duplicate?: boolean; reading?: Reading; failSave?: boolean; failAttributes?: boolean; saveAnswers?: SaveAnswer[] } = {}) {
  const notices: unknown[] = [];
  const saved = vi.fn();
  const scrolled = vi.fn();
  const closed = vi.fn();
  const saves: SaveInput[] = [];
  const machine = productWizardMachine.provide({
    actors: {
      loadStart: fromPromise<StartData, { duplicateSlug: string | null }>(async () => ({
        tree: sampleTree, duplicate: options.duplicate ? draftOfProduct(sampleProduct, sampleAttributes, sampleTree) : null,
      })),
      loadAttributes: fromPromise<CategoryAttribute[], { categoryId: number }>(async () => {
        if (options.failAttributes) throw new Error('500');
        return sampleAttributes;
      }),
      saveProduct: fromCallback<EventObject, SaveInput>(({ input, sendBack }) => {
        saves.push(input);
        const answer = options.saveAnswers?.[saves.length - 1] ?? (options.failSave ? 'failed' : 'saved');
        if (answer === 'silent') return;
        sendBack({ type: 'UPLOAD_PROGRESSED', progress: input.photos.map(() => 50) });
        sendBack(answer === 'failed' ? { type: 'SAVE_FAILED', text: 'The price is too high' } : { type: 'SAVE_SUCCEEDED', product: sampleProduct });
      }),
    },
    actions: {
      notify: (_, notice) => { if (notice) notices.push(...(Array.isArray(notice) ? notice : [notice])); },
      notifySaved: (_, product) => saved(product),
      scrollToTop: scrolled,
      close: closed,
    },
  });
  const actor = createActor(machine, { input: { reading: options.reading ?? 'A', locale: 'en', duplicateSlug: options.duplicate ? sampleProduct.slug : null } }).start();
  const send = (...events: ProductWizardEvent[]) => events.forEach((e) => actor.send(e));
  return { actor, send, notices, saved, scrolled, closed, saves, snap: () => actor.getSnapshot() };
}

const toStep2 = async (w: ReturnType<typeof wizard>) => {
  await waitFor(w.actor, (s) => s.matches({ editing: 'choosingCategory' }));
  w.send({ type: 'CATEGORY_OPENED', slug: 'vehicles' }, { type: 'CATEGORY_OPENED', slug: 'cars' });
  await waitFor(w.actor, (s) => s.matches({ editing: { choosingCategory: 'browsing' } }) && s.context.draft.categoryId === 11);
  w.send({ type: 'NEXT_CLICKED' });
};

describe('product wizard machine (behaviour)', () => {
  it("step 1 needs a confirmed leaf: Next says 'please-select-category' and scrolls up; a leaf loads its attributes", async () => {
    const w = wizard();
    await waitFor(w.actor, (s) => s.matches({ editing: 'choosingCategory' }));
    w.send({ type: 'NEXT_CLICKED' }, { type: 'CATEGORY_OPENED', slug: 'vehicles' });
    expect(w.notices).toEqual([{ key: 'wizard:please-select-category' }]);
    expect(w.scrolled).toHaveBeenCalledTimes(1);
    expect(w.snap().context.trail).toEqual(['vehicles']);
    w.send({ type: 'CATEGORY_OPENED', slug: 'cars' });
    await waitFor(w.actor, (s) => s.context.draft.attributes.length === 5);
    expect(w.snap().context.draft.path).toEqual(['vehicles', 'cars']);
    w.send({ type: 'NEXT_CLICKED' });
    expect(w.snap().matches({ editing: 'describing' })).toBe(true);
  });

  it('step 2: the three messages, the price keeps digits (and fils) only and empty is 0', async () => {
    const w = wizard();
    await toStep2(w);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'NAME_CHANGED', name: 'Car' }, { type: 'NEXT_CLICKED' });
    w.send({ type: 'NAME_CHANGED', name: '' }, { type: 'PRICE_CHANGED', text: '1a2٣' }, { type: 'NEXT_CLICKED' });
    expect(w.notices).toEqual([{ key: 'wizard:fill-name-and-price' }, { key: 'wizard:enter-price' }, { key: 'wizard:enter-product-name' }]);
    expect(w.snap().context.draft).toMatchObject({ price: 123_000, priceText: '123' });
    w.send({ type: 'PRICE_CHANGED', text: '12.5x00' });
    expect(w.snap().context.draft).toMatchObject({ price: 12_500, priceText: '12.500' });
    w.send({ type: 'PRICE_CHANGED', text: '' });
    expect(w.snap().context.draft.price).toBe(0);
    expect(w.snap().context.showErrors).toBe(true);
  });

  it('step 5: barter needs 3 attributes (remaining count), each filled (names listed)', async () => {
    const w = wizard();
    await toStep2(w);
    w.send({ type: 'NAME_CHANGED', name: 'Car' }, { type: 'PRICE_CHANGED', text: '5' }, { type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' });
    expect(w.snap().matches({ editing: 'choosingSaleOrBarter' })).toBe(true);
    w.send({ type: 'SELL_TYPE_CHOSEN', sellType: 'sell/barter' }, { type: 'BARTER_ATTRIBUTES_CHOSEN', ids: [1] }, { type: 'NEXT_CLICKED' });
    w.send({ type: 'BARTER_ATTRIBUTES_CHOSEN', ids: [1, 3, 5] }, { type: 'BARTER_ATTRIBUTE_CHANGED', id: 3, value: 'Nissan' }, { type: 'NEXT_CLICKED' });
    expect(w.notices).toEqual([
      { key: 'wizard:barter-attributes-remaining', vars: { count: 2 } },
      { key: 'wizard:barter-attributes-unfilled', vars: { names: 'Model, Year' } },
    ]);
    w.send({ type: 'BARTER_ATTRIBUTE_CHANGED', id: 1, value: 'Patrol' }, { type: 'BARTER_ATTRIBUTE_CHANGED', id: 5, value: '2020' }, { type: 'NEXT_CLICKED' });
    expect(w.snap().matches({ editing: 'addingPhotos' })).toBe(true);
  });

  it('a step indicator past an invalid step lands on that step and says why', async () => {
    const w = wizard();
    await toStep2(w);
    w.send({ type: 'STEP_CLICKED', step: 6 });
    expect(w.snap().matches({ editing: 'describing' })).toBe(true);
    expect(w.notices).toEqual([{ key: 'wizard:fill-name-and-price' }]);
    w.send({ type: 'NAME_CHANGED', name: 'Car' }, { type: 'PRICE_CHANGED', text: '9' }, { type: 'STEP_CLICKED', step: 7 });
    expect(w.snap().matches({ editing: 'addingPhotos' })).toBe(true);
    expect(w.notices.at(-1)).toEqual({ key: 'wizard:image-required' });
    w.send({ type: 'STEP_CLICKED', step: 3 });
    expect(w.snap().matches({ editing: 'detailing' })).toBe(true);
    expect(w.snap().context.showErrors).toBe(false);
  });

  it('each refused Next (steps 1, 2, 5 and 6) says why once and scrolls the step to its top', async () => {
    const w = wizard();
    await waitFor(w.actor, (s) => s.matches({ editing: 'choosingCategory' }));
    w.send({ type: 'NEXT_CLICKED' });
    await toStep2(w);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'NAME_CHANGED', name: 'Car' }, { type: 'PRICE_CHANGED', text: '5' });
    w.send({ type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' });
    w.send({ type: 'SELL_TYPE_CHOSEN', sellType: 'barter' }, { type: 'NEXT_CLICKED' });
    w.send({ type: 'SELL_TYPE_CHOSEN', sellType: 'sell' }, { type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' });
    expect(w.snap().matches({ editing: 'addingPhotos' })).toBe(true);
    expect(w.notices).toEqual([
      { key: 'wizard:please-select-category' }, { key: 'wizard:fill-name-and-price' },
      { key: 'wizard:barter-attributes-remaining', vars: { count: 3 } }, { key: 'wizard:image-required' },
    ]);
    expect(w.scrolled).toHaveBeenCalledTimes(4);
  });

  it("after a refusal the step's messages show until the seller moves on: Next, Back or a step indicator hides them", async () => {
    const w = wizard();
    const showsErrors = () => w.snap().context.showErrors;
    await waitFor(w.actor, (s) => s.matches({ editing: 'choosingCategory' }));
    w.send({ type: 'NEXT_CLICKED' });
    expect(showsErrors()).toBe(true);
    await toStep2(w);
    expect(showsErrors()).toBe(false);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'BACK_CLICKED' });
    expect(w.snap().matches({ editing: 'choosingCategory' }) && !showsErrors()).toBe(true);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' }, { type: 'NAME_CHANGED', name: 'Car' }, { type: 'PRICE_CHANGED', text: '5' }, { type: 'NEXT_CLICKED' });
    expect(w.snap().matches({ editing: 'detailing' }) && !showsErrors()).toBe(true);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' }, { type: 'SELL_TYPE_CHOSEN', sellType: 'barter' }, { type: 'NEXT_CLICKED' }, { type: 'BACK_CLICKED' });
    expect(w.snap().matches({ editing: 'finishingDetails' }) && !showsErrors()).toBe(true);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' }, { type: 'SELL_TYPE_CHOSEN', sellType: 'sell' }, { type: 'NEXT_CLICKED' });
    expect(w.snap().matches({ editing: 'addingPhotos' }) && !showsErrors()).toBe(true);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'BACK_CLICKED' });
    expect(w.snap().matches({ editing: 'choosingSaleOrBarter' }) && !showsErrors()).toBe(true);
    w.send({ type: 'NEXT_CLICKED' }, { type: 'NEXT_CLICKED' }, { type: 'STEP_CLICKED', step: 4 });
    expect(w.snap().matches({ editing: 'finishingDetails' }) && !showsErrors()).toBe(true);
    const photos = [{ file: photo, preview: 'blob:1' }];
    w.send({ type: 'STEP_CLICKED', step: 6 }, { type: 'NEXT_CLICKED' }, { type: 'PHOTOS_ADDED', files: photos }, { type: 'STEP_CLICKED', step: 7 });
    expect(w.snap().matches({ editing: 'reviewing' }) && !showsErrors()).toBe(true);
    w.send({ type: 'BACK_CLICKED' }, { type: 'PHOTO_REMOVED', id: w.snap().context.draft.files[0].id }, { type: 'NEXT_CLICKED' });
    expect(showsErrors()).toBe(true);
    w.send({ type: 'PHOTOS_ADDED', files: photos }, { type: 'NEXT_CLICKED' });
    expect(w.snap().matches({ editing: 'reviewing' }) && !showsErrors()).toBe(true);
  });

  it('a double click on a category opens it once (its own slug is not among its children)', async () => {
    const w = wizard();
    await waitFor(w.actor, (s) => s.matches({ editing: 'choosingCategory' }));
    w.send({ type: 'CATEGORY_OPENED', slug: 'vehicles' }, { type: 'CATEGORY_OPENED', slug: 'vehicles' });
    expect(w.snap().status).toBe('active');
    expect(w.snap().matches({ editing: { choosingCategory: 'browsing' } })).toBe(true);
    expect(w.snap().context.trail).toEqual(['vehicles']);
    // …and the seller goes on choosing.
    w.send({ type: 'CATEGORY_OPENED', slug: 'cars' });
    await waitFor(w.actor, (s) => s.context.draft.categoryId === 11);
    expect(w.notices).toEqual([]);
  });

  it('a step indicator lands on step 1 without a category and on step 5 while the barter wish is short, saying why', async () => {
    const w = wizard();
    await waitFor(w.actor, (s) => s.matches({ editing: 'choosingCategory' }));
    w.send({ type: 'STEP_CLICKED', step: 4 });
    expect(w.snap().matches({ editing: 'choosingCategory' })).toBe(true);
    expect(w.snap().context.showErrors).toBe(true);
    await toStep2(w);
    w.send({ type: 'NAME_CHANGED', name: 'Car' }, { type: 'PRICE_CHANGED', text: '5' }, { type: 'STEP_CLICKED', step: 5 });
    w.send({ type: 'SELL_TYPE_CHOSEN', sellType: 'barter' }, { type: 'STEP_CLICKED', step: 7 });
    expect(w.snap().matches({ editing: 'choosingSaleOrBarter' })).toBe(true);
    expect(w.notices).toEqual([{ key: 'wizard:please-select-category' }, { key: 'wizard:barter-attributes-remaining', vars: { count: 3 } }]);
  });

  it("a leaf whose attributes fail to load is not chosen, and the seller is told", async () => {
    const w = wizard({ failAttributes: true });
    await waitFor(w.actor, (s) => s.matches({ editing: 'choosingCategory' }));
    w.send({ type: 'CATEGORY_OPENED', slug: 'vehicles' }, { type: 'CATEGORY_OPENED', slug: 'cars' });
    await waitFor(w.actor, (s) => s.matches({ editing: { choosingCategory: 'browsing' } }));
    expect(w.notices).toEqual([{ key: 'wizard:attributes-failed' }]);
    expect(w.snap().context.draft.path).toEqual([]);
    expect(w.snap().context.pendingLeaf).toBeNull();
  });

  it('closing: an untouched wizard closes at once; a changed one asks first and closes only on discard', async () => {
    const untouched = wizard();
    await waitFor(untouched.actor, (s) => s.matches({ editing: 'choosingCategory' }));
    untouched.send({ type: 'CLOSE_REQUESTED' });
    expect(untouched.closed).toHaveBeenCalledTimes(1);
    const changed = wizard();
    await toStep2(changed);
    changed.send({ type: 'NAME_CHANGED', name: 'Car' }, { type: 'CLOSE_REQUESTED' });
    expect(changed.closed).not.toHaveBeenCalled();
    changed.send({ type: 'KEEP_EDITING' }, { type: 'CLOSE_REQUESTED' }, { type: 'DISCARD_CONFIRMED' });
    expect(changed.closed).toHaveBeenCalledTimes(1);
    expect(changed.saves).toEqual([]);
  });

  it("saving again after a failure starts each photo's progress from 0", async () => {
    const w = wizard({ duplicate: true, saveAnswers: ['failed', 'silent'] });
    await waitFor(w.actor, (s) => s.matches({ editing: 'describing' }));
    w.send({ type: 'PRICE_CHANGED', text: '13' }, { type: 'STEP_CLICKED', step: 7 }, { type: 'SAVE_CLICKED' });
    expect(w.snap().context.draft.files.map((f) => f.uploadProgress)).toEqual([50]);
    w.send({ type: 'SAVE_CLICKED' });
    expect(w.snap().matches('saving')).toBe(true);
    expect(w.snap().context.draft.files.map((f) => [f.uploadProgress, f.isUploaded])).toEqual([[0, false]]);
  });

  it('photos: PNG/JPEG only, 10 at most (extras dropped), the starred one first', async () => {
    const w = wizard();
    await toStep2(w);
    const file = (name: string, type: string) => ({ file: new File(['x'], name, { type }), preview: `blob:${name}` });
    w.send({ type: 'PHOTOS_ADDED', files: [file('a.gif', 'image/gif'), file('notes.txt', 'text/plain'), file('b.jpg', 'image/jpeg')] });
    expect(w.notices).toEqual([{ key: 'wizard:png-jpg-only' }, { key: 'wizard:images-only' }]);
    w.send({ type: 'PHOTOS_ADDED', files: Array.from({ length: 11 }, (_, i) => file(`p${i}.png`, 'image/png')) });
    expect(w.notices.at(-1)).toEqual({ key: 'wizard:max-files' });
    const files = w.snap().context.draft.files;
    expect(files.map((f) => f.name)).toEqual(['b.jpg', ...Array.from({ length: 9 }, (_, i) => `p${i}.png`)]);
    w.send({ type: 'PHOTO_STARRED', id: files[4].id }, { type: 'PHOTO_REMOVED', id: files[0].id });
    expect(w.snap().context.draft.files.map((f) => f.name).slice(0, 2)).toEqual(['p3.png', 'p0.png']);
  });

  it('saves with the create fields (price in fils), shows progress, and hands the product over', async () => {
    const w = wizard();
    await toStep2(w);
    w.send({ type: 'NAME_CHANGED', name: 'Car' }, { type: 'PRICE_CHANGED', text: '12' }, { type: 'STEP_CLICKED', step: 3 });
    w.send({ type: 'ATTRIBUTE_CHANGED', id: 1, value: 'LC' }, { type: 'STEP_CLICKED', step: 6 });
    w.send({ type: 'PHOTOS_ADDED', files: [{ file: photo, preview: 'blob:1' }] }, { type: 'NEXT_CLICKED' }, { type: 'SAVE_CLICKED' });
    await waitFor(w.actor, (s) => s.status === 'done');
    expect(w.saves[0].fields).toMatchObject({ path: ['vehicles', 'cars'], name: 'Car', price: 12_000, sellType: 'sell', attributes: [{ id: 1, value: 'LC' }] });
    expect(w.saves[0].fields.barter).toBeUndefined();
    expect(w.saved).toHaveBeenCalledWith(sampleProduct);
  });

  it('an option change keeps the chosen options\' labels for the review', async () => {
    const w = wizard();
    await toStep2(w);
    w.send({ type: 'ATTRIBUTE_CHANGED', id: 3, value: 'Toyota', labels: [{ option: 'Toyota', optionAr: 'تويوتا' }] });
    w.send({ type: 'ATTRIBUTE_CHANGED', id: 3, value: 'Nissan', labels: [{ option: 'Nissan', optionAr: 'نيسان' }] });
    expect(w.snap().context.draft.attributeValues[3]).toBe('Nissan');
    expect(w.snap().context.draft.optionLabels[3]).toEqual([{ option: 'Toyota', optionAr: 'تويوتا' }, { option: 'Nissan', optionAr: 'نيسان' }]);
  });

  it('a failed save returns to the review with the server message', async () => {
    const w = wizard({ duplicate: true, failSave: true });
    await waitFor(w.actor, (s) => s.matches({ editing: 'describing' }));
    w.send({ type: 'PRICE_CHANGED', text: '13' }, { type: 'STEP_CLICKED', step: 7 }, { type: 'SAVE_CLICKED' });
    expect(w.snap().matches({ editing: 'reviewing' })).toBe(true);
    expect(w.notices).toEqual([{ text: 'The price is too high', key: undefined }]);
    expect(w.snap().context.draft.files[0].uploadProgress).toBe(50);
  });

  it('duplicate: a copy on step 2; Save refused until something changes', async () => {
    const w = wizard({ duplicate: true });
    await waitFor(w.actor, (s) => s.matches({ editing: 'describing' }));
    const { draft } = w.snap().context;
    expect(draft).toMatchObject({ path: ['vehicles', 'cars'], productName: 'Toyota Land Cruiser', price: 12_500_000, priceText: '12500', sellType: 'sell/barter', description: '<p>Clean</p>' });
    expect(draft.attributeValues).toEqual({ 1: 'LC 300', 2: 'true' });
    expect(draft.selectedAttributes).toEqual([1, 3, 5]);
    expect(draft.files.map((f) => f.url)).toEqual(['/uploads/products/a.jpg']);
    expect(w.snap().context.trail).toEqual(['vehicles']);
    w.send({ type: 'STEP_CLICKED', step: 7 }, { type: 'SAVE_CLICKED' });
    expect(w.notices).toEqual([{ key: 'wizard:change-something' }]);
    expect(w.snap().matches({ editing: 'reviewing' })).toBe(true);
    w.send({ type: 'NAME_CHANGED', name: 'Toyota Land Cruiser 2' }, { type: 'SAVE_CLICKED' });
    await waitFor(w.actor, (s) => s.status === 'done');
    expect(w.saves[0].fields.barter?.attributes).toEqual([{ id: 1, value: 'Patrol' }, { id: 3, value: 'Nissan' }, { id: 5, value: '2020' }]);
  });
});

describe('draftOfProduct', () => {
  it("keeps a barter wish in another category, with that category's attributes", () => {
    const shoes: CategoryAttribute[] = [
      { id: 21, name: 'Size', nameAr: 'المقاس', type: 3, optionsCount: 6 }, { id: 22, name: 'Colour', nameAr: 'اللون', type: 5, optionsCount: 12 },
      { id: 23, name: 'Material', nameAr: 'الخامة', type: 6, optionsCount: 0 },
    ];
    const wish = (id: number, value: string) => ({ id, name: '', nameAr: '', type: 6, value, values: null, options: [] });
    const product = { ...sampleProduct, barter: { id: 2, description: '', categoryId: 99, path: ['fashion', 'shoes'], attributes: [wish(21, 'M'), wish(22, 'Black'), wish(23, 'Leather')] } };
    const draft = draftOfProduct(product, sampleAttributes, sampleTree, shoes);
    expect(fieldsOf(draft).barter).toEqual({ path: ['fashion', 'shoes'], attributes: [{ id: 21, value: 'M' }, { id: 22, value: 'Black' }, { id: 23, value: 'Leather' }] });
    expect(stepProblem(draft, 5)).toBeNull();
  });

  it("keeps both texts of the chosen options (the review's Arabic labels)", () => {
    const options = [{ id: 1, option: 'Nissan', optionAr: 'نيسان' }, { id: 2, option: 'Toyota', optionAr: 'تويوتا' }];
    const brand = { id: 3, name: 'Brand', nameAr: 'الماركة', type: 3, value: 'Nissan', values: null, options };
    const draft = draftOfProduct({ ...sampleProduct, barter: { ...sampleProduct.barter!, attributes: [brand] } }, sampleAttributes, sampleTree);
    expect(draft.optionLabels).toEqual({ 3: [{ option: 'Nissan', optionAr: 'نيسان' }] });
  });
});

describe('photoProgress', () => {
  it('spreads the bytes sent over the photos in order, after the text fields', () => {
    expect(photoProgress([100, 100], 50, 250)).toEqual([0, 0]);
    expect(photoProgress([100, 100], 100, 250)).toEqual([50, 0]);
    expect(photoProgress([100, 100], 250, 250)).toEqual([100, 100]);
  });
});
