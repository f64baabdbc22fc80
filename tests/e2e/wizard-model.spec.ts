// The add-product wizard's shortest paths (src/machines/product-wizard/product-wizard.model.ts)
// in Chromium through the wizard page object, in both readings of steps 2–5 (`?reading=A|B` on one
// build), in the Abacus style: one handler per event type, one check per state, each checked against
// the model's own snapshot after every step. The server's answers (the category tree, a leaf's
// attributes, the product to duplicate, the save) are held and answered as the path says, with the
// model's own catalogue, so the seeded catalogue does not have to match the model's fixtures.
import type { SnapshotFrom } from 'xstate';
import commonText from '../../src/locales/en/common.json' with { type: 'json' };
import wizardText from '../../src/locales/en/wizard.json' with { type: 'json' };
import { replay, stateKey, type ModelPath } from '../../src/machines/test/model';
import { attributesOfStep, childrenAt, draftSignature, type Reading, type Step } from '../../src/machines/product-wizard/product-wizard.draft';
import { sampleAttributes, sampleProduct } from '../../src/machines/product-wizard/product-wizard.fixtures';
import type { productWizardMachine } from '../../src/machines/product-wizard/product-wizard.machine';
import { productWizardModel } from '../../src/machines/product-wizard/product-wizard.model';
import { stepLabelKeys } from '../../src/ui/screens/products/wizard/wizard-steps';
import { expect, test, type Page } from './fixtures';
import { PASSWORD } from './pages/login.page';
import { imageFile, WizardPage } from './pages/wizard.page';
import { HeldReplies } from './support/held-replies';
import { coveringPaths, matchOneToOne } from './support/model-paths';

type Snap = SnapshotFrom<typeof productWizardMachine>;
type Event = { type: string; [key: string]: unknown };
type Run = { page: Page; wizard: WizardPage; tree: HeldReplies; attributes: HeldReplies; product: HeldReplies; saves: HeldReplies };

const t = wizardText as Record<string, string>;
const discard = commonText.discard;
/** "Discard your changes?" (the wizard under it is hidden from the accessibility tree while it is open). */
const question = (page: Page) => page.getByRole('alertdialog');
/** One spec object a reading, so that its model paths are worked out once for all the tests of this file. */
const SPECS = Object.fromEntries((['A', 'B'] as const).map((reading) => [reading, { ...productWizardModel, input: { ...productWizardModel.input, reading } }]));
const specOf = (reading: Reading) => SPECS[reading];

/** The wizard reads its replies as `{ data }` (tree, attributes) or the product itself. */
const answerWith = (route: { fulfill: (reply: { status: number; json: unknown }) => Promise<void> }, json: unknown) => route.fulfill({ status: 200, json });

/** One handler per event type; a handler may look at the state the model was in before it. */
const handlers: Record<string, (run: Run, event: Event, before: Snap) => Promise<void>> = {
  'xstate.done.actor.loadStart': async ({ tree, product, attributes }, e) => {
    const output = e.output as { tree: unknown; duplicate: unknown };
    await answerWith(await tree.next(), { data: output.tree });
    // A duplicate: the product, then its category's attributes (the model's copy is made from these).
    if (output.duplicate) {
      await answerWith(await product.next(), sampleProduct);
      await answerWith(await attributes.next(), { data: sampleAttributes });
    }
  },
  // No reply, however often the client asks.
  'xstate.error.actor.loadStart': ({ tree, wizard }) =>
    tree.failUntil((route) => route.abort('failed'), () => expect(wizard.dialog.getByRole('button', { name: t.retry })).toBeVisible()),
  RETRY_CLICKED: ({ wizard }) => wizard.dialog.getByRole('button', { name: t.retry }).click(),
  'xstate.done.actor.loadAttributes': async ({ attributes }, e) => answerWith(await attributes.next(), { data: e.output }),
  'xstate.error.actor.loadAttributes': ({ attributes, wizard }) => attributes.failUntil(
    (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }),
    () => expect(wizard.dialog.locator('.animate-spin')).toHaveCount(0),
  ),
  STEP_CLICKED: ({ wizard }, e) => wizard.stepItem(e.step as number).getByRole('button').click(),
  NEXT_CLICKED: ({ wizard }) => wizard.next(),
  BACK_CLICKED: ({ wizard }) => wizard.backButton.click(),
  CATEGORY_OPENED: ({ wizard }, e, before) =>
    wizard.category(childrenAt(before.context.tree, before.context.trail).find((c) => c.slug === e.slug)!.name).click(),
  CATEGORY_BACK_CLICKED: ({ wizard }) => wizard.categoryBack.click(),
  NAME_CHANGED: ({ wizard }, e) => wizard.nameField.fill(e.name as string),
  PRICE_CHANGED: ({ wizard }, e) => wizard.priceField.fill(e.text as string),
  ATTRIBUTE_CHANGED: ({ wizard }, e) => wizard.attribute(e.id as number).getByRole('textbox').fill(e.value as string),
  DESCRIPTION_CHANGED: ({ wizard }, e) => wizard.description.fill(textOf(e.html as string)),
  SELL_TYPE_CHOSEN: ({ wizard }, e) => wizard.sellType(sellLabel(e.sellType as string)).check(),
  // The list toggles one attribute a click: click those whose choice differs from what the event says.
  BARTER_ATTRIBUTES_CHOSEN: async ({ page, wizard }, e, before) => {
    const ids = e.ids as number[];
    await wizard.barterChoice.click();
    for (const a of before.context.draft.barterAttributes) {
      if (ids.includes(a.id) !== before.context.draft.selectedAttributes.includes(a.id)) await page.getByRole('option', { name: a.name, exact: true }).click();
    }
    await page.keyboard.press('Escape');
  },
  BARTER_ATTRIBUTE_CHANGED: ({ wizard }, e) => wizard.attribute(e.id as number).getByRole('textbox').fill(e.value as string),
  PHOTOS_ADDED: async ({ wizard }, e) => {
    const files = e.files as { file: File }[];
    await wizard.addPhotos(await Promise.all(files.map((f) => imageFile(f.file.name))));
  },
  // A photo by its place (two may share a name): its star, its remove button. The model may name a
  // photo this draft does not hold, or star the primary one: the machine changes nothing, and the view
  // offers no such button, so there is nothing to click (the check after it sees the same photos).
  PHOTO_STARRED: async ({ wizard }, e, before) => {
    if (photoIndex(before, e.id as string) <= 0) return;
    await photoAt(wizard, before, e.id as string).getByRole('button', { name: /^Make .+ the primary photo$/ }).click();
  },
  PHOTO_REMOVED: async ({ wizard }, e, before) => {
    if (photoIndex(before, e.id as string) < 0) return;
    await photoAt(wizard, before, e.id as string).getByRole('button', { name: /^Remove / }).click();
  },
  SAVE_CLICKED: async ({ wizard }, _e, before) => {
    // An unchanged copy: the view already refuses it (Save is disabled), as the machine's canSave does.
    if (before.context.original !== null && !(await wizard.saveButton.isEnabled())) return;
    await wizard.saveButton.click();
  },
  // Chromium reports an upload's progress only once a held request is answered, so a path cannot stop
  // part way: here the upload shows one bar per photo, and the model's 40 % is left to the unit tests.
  UPLOAD_PROGRESSED: async ({ wizard }, _e, before) => {
    await expect(wizard.dialog.getByRole('progressbar')).toHaveCount(before.context.draft.files.length);
  },
  CLOSE_REQUESTED: ({ wizard }) => wizard.dialog.getByRole('button', { name: t.close }).click(),
  KEEP_EDITING: ({ page }) => question(page).getByRole('button', { name: discard.keep }).click(),
  DISCARD_CONFIRMED: ({ page }) => question(page).getByRole('button', { name: discard.confirm }).click(),
  SAVE_SUCCEEDED: async ({ saves }, e) => (await saves.next()).fulfill({ status: 201, json: e.product }),
  SAVE_FAILED: async ({ saves }) => (await saves.next()).fulfill({ status: 500, json: {} }),
};

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');
const sellLabel = (sellType: string) => ({ sell: t.sell, barter: t.barter, 'sell/barter': t['sell-barter'] })[sellType]!;
const photoIndex = (s: Snap, id: string) => s.context.draft.files.findIndex((f) => f.id === id);
const photoAt = (wizard: WizardPage, s: Snap, id: string) => wizard.photos.nth(photoIndex(s, id));

/** A step in words, for the test titles. */
function stepName(e: Event): string {
  switch (e.type) {
    case 'xstate.done.actor.loadStart': return (e.output as { duplicate: unknown }).duplicate ? 'a copy loads' : 'categories load';
    case 'xstate.error.actor.loadStart': return 'categories fail';
    case 'xstate.done.actor.loadAttributes': return 'attributes load';
    case 'xstate.error.actor.loadAttributes': return 'attributes fail';
    case 'STEP_CLICKED': return `step ${e.step}`;
    case 'CATEGORY_OPENED': return `open ${e.slug}`;
    case 'NAME_CHANGED': return e.name ? `name "${e.name}"` : 'name cleared';
    case 'PRICE_CHANGED': return e.text ? `price "${e.text}"` : 'price cleared';
    case 'ATTRIBUTE_CHANGED': return `model "${e.value}"`;
    case 'DESCRIPTION_CHANGED': return 'description';
    case 'SELL_TYPE_CHOSEN': return String(e.sellType);
    case 'BARTER_ATTRIBUTES_CHOSEN': return `${(e.ids as number[]).length} barter attributes`;
    case 'SAVE_SUCCEEDED': return 'server saves';
    case 'SAVE_FAILED': return 'save fails';
    default: return e.type.toLowerCase().replace(/_/g, ' ');
  }
}

/** The step on screen: its indicator is current and the stepper names it as the reading does. */
async function onStep({ wizard }: Run, s: Snap, step: Step) {
  await expect(wizard.stepItem(step)).toHaveAttribute('aria-current', 'step');
  await expect(wizard.stepItem(step)).toContainText(t[stepLabelKeys(s.context.reading, s.context.draft.categoryType)[step - 1]]);
}

/** The attributes a step shows in this reading, and the description where the reading puts it. */
async function showsAttributes({ wizard }: Run, s: Snap, step: Step) {
  const ids = attributesOfStep(s.context.draft.attributes, s.context.reading, step).map((a) => String(a.id));
  await expect.poll(() => wizard.dialog.locator('[data-attribute]').evaluateAll((els) => els.map((el) => el.getAttribute('data-attribute')))).toEqual(ids);
  const descriptionHere = step === (s.context.reading === 'A' ? 4 : 2);
  await expect(wizard.description).toHaveCount(descriptionHere ? 1 : 0);
  if (descriptionHere) await expect(wizard.description).toHaveText(textOf(s.context.draft.description));
  const model = s.context.draft.attributeValues[1];
  if (ids.includes('1')) await expect(wizard.attribute(1).getByRole('textbox')).toHaveValue(typeof model === 'string' ? model : '');
}

/** One check per state of the machine, against the model's snapshot. */
const checks: Record<string, (run: Run, s: Snap) => Promise<void>> = {
  loading: async ({ wizard }) => {
    await expect(wizard.dialog.locator('.animate-spin')).toBeVisible();
    await expect(wizard.stepper).toHaveCount(0);
  },
  loadFailed: async ({ wizard }) => {
    await expect(wizard.dialog).toContainText(t['load-failed']);
    await expect(wizard.dialog.getByRole('button', { name: t.retry })).toBeEnabled();
  },
  'editing.choosingCategory.browsing': async (run, s) => {
    await onStep(run, s, 1);
    const cards = childrenAt(s.context.tree, s.context.trail);
    for (const c of cards) await expect(run.wizard.category(c.name)).toBeVisible();
    await expect(run.wizard.dialog.locator('.animate-spin')).toHaveCount(0);
    // The chosen leaf is marked when it is on screen.
    const chosen = cards.find((c) => c.childrenCount === 0 && c.slug === s.context.draft.path.at(-1));
    if (chosen) await expect(run.wizard.category(chosen.name)).toHaveAttribute('aria-pressed', 'true');
  },
  'editing.choosingCategory.loadingAttributes': async (run, s) => {
    await onStep(run, s, 1);
    await expect(run.wizard.category(s.context.pendingLeaf!.node.name).locator('.animate-spin')).toBeVisible();
  },
  'editing.describing': async (run, s) => {
    await onStep(run, s, 2);
    await expect(run.wizard.nameField).toHaveValue(s.context.draft.productName);
    await expect(run.wizard.priceField).toHaveValue(s.context.draft.priceText);
    // After a refused Next each field says what is wrong with it; otherwise none does.
    const invalid = s.context.showErrors ? [!s.context.draft.productName.trim(), !s.context.draft.price].filter(Boolean).length : 0;
    await expect(run.wizard.dialog.locator('[aria-invalid="true"]')).toHaveCount(invalid);
    await showsAttributes(run, s, 2);
  },
  'editing.detailing': async (run, s) => {
    await onStep(run, s, 3);
    await showsAttributes(run, s, 3);
  },
  'editing.finishingDetails': async (run, s) => {
    await onStep(run, s, 4);
    await showsAttributes(run, s, 4);
  },
  'editing.choosingSaleOrBarter': async (run, s) => {
    await onStep(run, s, 5);
    const { sellType, selectedAttributes, barterAttributes, barterAttributeValues } = s.context.draft;
    if (sellType) await expect(run.wizard.sellType(sellLabel(sellType))).toBeChecked();
    await expect(run.wizard.barterChoice).toHaveCount(sellType && sellType !== 'sell' ? 1 : 0);
    if (sellType && sellType !== 'sell') {
      for (const id of selectedAttributes) {
        await expect(run.wizard.barterChoice).toContainText(barterAttributes.find((a) => a.id === id)!.name);
        const value = barterAttributeValues[id];
        if (id === 1) await expect(run.wizard.attribute(id).getByRole('textbox')).toHaveValue(typeof value === 'string' ? value : '');
      }
    }
  },
  'editing.addingPhotos': async (run, s) => {
    await onStep(run, s, 6);
    await expect(run.wizard.photos).toHaveCount(s.context.draft.files.length);
    for (const [i, f] of s.context.draft.files.entries()) await expect(run.wizard.photos.nth(i)).toHaveAttribute('data-photo', f.name);
  },
  'editing.reviewing': async (run, s) => {
    await onStep(run, s, 7);
    await expect(run.wizard.dialog.getByTestId('wizard-review')).toContainText(s.context.draft.productName);
    // A copy saves only once something changed.
    const unchanged = s.context.original !== null && s.context.original === draftSignature(s.context.draft);
    await expect(run.wizard.saveButton).toBeEnabled({ enabled: !unchanged });
    await expect(run.wizard.dialog.getByText(t['change-something'])).toHaveCount(unchanged ? 1 : 0);
  },
  // The question over the step the seller was on (the step keeps its place under it).
  confirmingDiscard: async ({ page }, s) => {
    await expect(question(page)).toContainText(discard.title);
    await expect(question(page).getByRole('button', { name: discard.keep })).toBeFocused();
    await expect(page.locator('[role="dialog"] [aria-current="step"]')).toContainText(t[stepLabelKeys(s.context.reading, s.context.draft.categoryType)[s.context.step - 1]]);
  },
  closed: async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);
  },
  saving: async ({ wizard }, s) => {
    await expect(wizard.dialog.getByRole('button', { name: t.saving })).toBeDisabled();
    await expect(wizard.dialog.getByRole('progressbar')).toHaveCount(s.context.draft.files.length);
  },
  saved: async ({ wizard }) => {
    await expect(wizard.snackbar.filter({ hasText: t.saved })).toBeVisible();
    await expect(wizard.dialog).toBeHidden();
  },
};

test('the wizard machine and these handlers match one to one', () => {
  for (const reading of ['A', 'B'] as const) {
    expect(matchOneToOne(specOf(reading) as never, handlers, checks)).toEqual({ eventsWithoutHandler: [], handlersWithoutEvent: [], statesWithoutCheck: [], checksWithoutState: [] });
  }
});

/** Starts the wizard as the path needs it: Add product, or Duplicate when the path loads a copy. */
async function openWizard(run: Run, path: ModelPath) {
  const duplicate = path.events.some((e) => e.type === 'xstate.done.actor.loadStart' && (e as Event & { output: { duplicate: unknown } }).output.duplicate);
  if (duplicate) await run.page.getByRole('table').getByRole('button', { name: t.duplicate, exact: true }).first().click();
  else await run.page.getByRole('button', { name: run.wizard.t.add }).click();
  await expect(run.wizard.dialog.getByRole('heading', { name: t[duplicate ? 'title-duplicate' : 'title-add'] })).toBeVisible();
}

/**
 * The products page in the reading with its list loaded and no wizard open; from then on the wizard's
 * calls wait for the path's answers. The page is loaded afresh only when the last path saved (the
 * list reloads then) or did not finish; otherwise the open wizard (in the state `last` the path left
 * it) is closed.
 */
async function start(page: Page, reading: Reading, fresh: boolean, last: Snap | null): Promise<Run> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (fresh) await page.goto(`/products?reading=${reading}`);
  else if (last && !last.matches('closed')) {
    // Closing a draft that differs from how it opened asks first (or already asks): discard it.
    const asks = last.matches('confirmingDiscard') || (last.matches('editing') && last.context.opened !== draftSignature(last.context.draft));
    if (!last.matches('confirmingDiscard')) await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
    if (asks) await question(page).getByRole('button', { name: discard.confirm }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);
  }
  // The list has finished its own calls (its rows' actions show once it has) before the wizard's are held.
  await expect(page.getByRole('table').getByRole('button', { name: t.duplicate, exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The copy's stored photo (the model's product): shown as a thumbnail, fetched again to be sent.
  const photo = (await imageFile('a.jpg')).buffer;
  await page.route(/\/uploads\/products\/a(-thumb\.webp|\.jpg)$/, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
  return {
    page, wizard: new WizardPage(page),
    tree: await HeldReplies.on(page, /\/api\/categories$/),
    attributes: await HeldReplies.on(page, /\/api\/categories\/\d+\/attributes$/),
    product: await HeldReplies.on(page, /\/api\/products\/[^/?]+$/),
    saves: await HeldReplies.on(page, /\/api\/products$/),
  };
}

/**
 * Which paths run: in reading A the fewest shortest paths that reach every state and take every branch
 * (`npm run paths -- product-wizard`); reading B changes only what steps 2–6 show (their names, fields
 * and description), so there the paths cover every state and branch of those steps.
 */
const READINGS: Array<{ reading: Reading; counts?: (reach: string) => boolean }> = [
  { reading: 'A' },
  { reading: 'B', counts: (reach) => /describing|detailing|finishingDetails|choosingSaleOrBarter|addingPhotos/.test(reach) },
];

for (const { reading, counts } of READINGS) {
  // One test a reading, each path a step: the paths are worked out from the model once, here, not while listing tests.
  test(`the product wizard, reading ${reading}: model paths in the browser`, async ({ page, request }) => {
    // The discard question adds paths (one back to each step); a busy machine needs the room.
    test.setTimeout(480_000);
    const spec = specOf(reading);
    const paths = coveringPaths(spec as never, counts);
    const reached = new Set(paths.flatMap((p) => replay(spec as never, p).map((s) => stateKey(s))));
    if (!counts) expect([...reached].sort(), 'the paths reach every state').toEqual(Object.keys(checks).sort());
    const signIn = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
    expect(signIn.ok()).toBe(true);
    await page.addInitScript((record) => localStorage.setItem('souqdesk.auth', JSON.stringify(record)), await signIn.json());
    // A path that stopped with a changed draft open: loading the page afresh leaves it.
    page.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
    let fresh = true;
    let last: Snap | null = null;
    for (const [n, path] of paths.entries()) {
      const expected = replay(spec as never, path) as Snap[];
      const steps = path.events.map((e) => stepName(e as Event)).join(' → ') || '(start)';
      await test.step(`#${n + 1} of ${paths.length}: ${steps} ⇒ ${stateKey(expected.at(-1)!)}`, async () => {
        const run = await start(page, reading, fresh, last);
        fresh = true;
        await openWizard(run, path);
        await checks[stateKey(expected[0])](run, expected[0]);
        for (const [i, event] of path.events.entries()) {
          await handlers[event.type](run, event as Event, expected[i]);
          await checks[stateKey(expected[i + 1])](run, expected[i + 1]);
        }
        fresh = ['saving', 'saved'].includes(stateKey(expected.at(-1)!));
        last = expected.at(-1)!;
      });
    }
  });
}
