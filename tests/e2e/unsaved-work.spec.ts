// "Unsaved work": closing a changed wizard or form (Escape, outside click, Close/Cancel,
// browser Back) asks "Discard your changes?" first, and only then; browser Back with a dialog open
// closes the dialog, not the page; reload with a changed draft gets the browser's own prompt; the
// snackbar's ✕ does not close the dialog under it. In English and Arabic.
import { expect, test, type Page } from './fixtures';
import { EmployeesPage } from './pages/employees.page';
import { LoginPage } from './pages/login.page';
import { findLeaf, WizardPage, type Leaf } from './pages/wizard.page';
import { at, texts } from './support/locale-text';


for (const locale of ['en', 'ar'] as const) {
  const common = texts(locale, 'common');
  const list = texts(locale, 'products-list');
  const dialogs = texts(locale, 'product-dialogs');
  const staff = texts(locale, 'employees-screen');
  const wizardText = texts(locale, 'wizard');
  const t = {
    title: at(common, 'discard.title'), keep: at(common, 'discard.keep'), discard: at(common, 'discard.confirm'), dismiss: at(common, 'dismiss'),
    edit: at(list, 'row.edit'), details: at(list, 'row.details'), editTitle: at(dialogs, 'edit-title'), price: at(dialogs, 'edit-price'), cancel: at(dialogs, 'cancel'),
    addEmployee: at(staff, 'add'), fullName: at(staff, 'form.full-name'), formClose: at(staff, 'form.close'),
    close: at(wizardText, 'close'), selectCategory: at(wizardText, 'please-select-category'),
  };
  /** A number as its field shows it: in the page's digits (Arabic-Indic, with the Arabic decimal mark, in Arabic). */
  const shown = (value: string) => (locale === 'ar' ? value.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]).replace('.', '٫') : value);
  /** "Discard your changes?" (a dialog's own element has no box: what it shows is its panel). */
  const question = (page: Page) => page.getByRole('alertdialog', { name: t.title });
  const asked = (page: Page) => expect(question(page).getByRole('heading', { name: t.title })).toBeVisible();
  const firstRow = (page: Page) => page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row').first();

  /**
   * Goes Back the moment `selector` appears (in the first callback after the commit that shows it, before
   * any other task or paint), and notes the dialog history depth then (data-depth-at-first-sight): the
   * dialog's entry must already be there, or the Back leaves the page.
   */
  async function backAtFirstSight(page: Page, selector: string) {
    await page.evaluate((sel) => {
      delete document.documentElement.dataset.depthAtFirstSight;
      new MutationObserver((_, observer) => {
        if (!document.querySelector(sel)) return;
        observer.disconnect();
        document.documentElement.dataset.depthAtFirstSight = String((history.state as { souqdeskDialog?: { depth: number } } | null)?.souqdeskDialog?.depth ?? 0);
        history.back();
      }).observe(document.body, { childList: true, subtree: true });
    }, selector);
  }

  async function toProducts(page: Page) {
    await new LoginPage(page).storeSessionOf('demo');
    await page.goto('/products');
    await expect(firstRow(page)).toBeVisible({ timeout: 15_000 });
  }

  test.describe(`unsaved work (${locale})`, () => {
    // Each test walks a dialog through several steps; on a busy machine that takes longer than the default.
    test.describe.configure({ timeout: 90_000 });
    let leaf: Leaf;
    test.beforeAll(async ({ request }) => {
      leaf = await findLeaf(request, 3);
    });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('souqdesk.locale', l), locale);
    });

    test('the wizard: an untouched one closes at once; a half-filled one asks, keeps its data or is discarded', async ({ page }) => {
      await toProducts(page);
      const wizard = new WizardPage(page, locale);
      await wizard.open();
      await page.keyboard.press('Escape');
      await expect(wizard.dialog).toHaveCount(0);
      await expect(question(page)).toHaveCount(0);

      await wizard.open();
      await wizard.chooseCategory(leaf);
      await wizard.next();
      // The price's example number is in the page's digits too.
      await expect(wizard.priceField).toHaveAttribute('placeholder', shown('0.000'));
      await wizard.fillNameAndPrice('Half-filled', '12');
      await page.keyboard.press('Escape');
      await asked(page);
      await expect(question(page).getByRole('button', { name: t.keep })).toBeFocused();
      await question(page).getByRole('button', { name: t.keep }).click();
      await expect(question(page)).toHaveCount(0);
      await expect(wizard.nameField).toHaveValue('Half-filled');
      await expect(wizard.priceField).toHaveValue(shown('12'));
      // The Close button asks the same; Discard closes.
      await wizard.dialog.getByRole('button', { name: t.close }).click();
      await question(page).getByRole('button', { name: t.discard }).click();
      await expect(question(page)).toHaveCount(0);
      await expect(wizard.dialog).toHaveCount(0);
      // Opened again, it starts empty.
      await wizard.open();
      await expect(wizard.stepItem(1)).toHaveAttribute('aria-current', 'step');
      await expect(wizard.dialog.getByRole('button', { pressed: true })).toHaveCount(0);
    });

    test('the product edit dialog: Cancel untouched closes; a changed price asks on an outside click and on Cancel', async ({ page }) => {
      await toProducts(page);
      const edit = page.getByRole('dialog', { name: t.editTitle });
      await firstRow(page).getByRole('button', { name: t.edit, exact: true }).click();
      await edit.getByRole('button', { name: t.cancel }).click();
      await expect(edit).toHaveCount(0);
      await expect(question(page)).toHaveCount(0);

      await firstRow(page).getByRole('button', { name: t.edit, exact: true }).click();
      const price = edit.getByLabel(t.price);
      await price.fill('99.5');
      // Outside the panel: the backdrop's corner.
      await page.mouse.click(5, 5);
      await asked(page);
      await question(page).getByRole('button', { name: t.keep }).click();
      await expect(price).toHaveValue(shown('99.5'));
      await edit.getByRole('button', { name: t.cancel }).click();
      await question(page).getByRole('button', { name: t.discard }).click();
      await expect(edit).toHaveCount(0);
      await expect(question(page)).toHaveCount(0);
    });

    test('the employee dialog: Escape untouched closes; a typed name asks on Close', async ({ page }) => {
      await new LoginPage(page).storeSessionOf('demo');
      const employees = new EmployeesPage(page);
      await employees.open();
      await employees.addButton.click();
      await expect(employees.dialog.getByLabel(t.fullName)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(employees.dialog).toHaveCount(0);

      await employees.addButton.click();
      await employees.dialog.getByLabel(t.fullName).fill('Noura');
      await employees.dialog.getByRole('button', { name: t.formClose }).click();
      await asked(page);
      await page.keyboard.press('Escape');
      // Escape on the question keeps editing.
      await expect(question(page)).toHaveCount(0);
      await expect(employees.dialog.getByLabel(t.fullName)).toHaveValue('Noura');
      await page.keyboard.press('Escape');
      await question(page).getByRole('button', { name: t.discard }).click();
      await expect(employees.dialog).toHaveCount(0);
    });

    test('browser Back closes the dialog and keeps the list; closing by its own button leaves Back to the page', async ({ page }) => {
      await new LoginPage(page).storeSessionOf('demo');
      await page.goto('/requests');
      await expect(page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
      await page.goto('/products');
      await expect(firstRow(page)).toBeVisible();
      const listUrl = page.url();
      const details = page.getByRole('dialog');

      await firstRow(page).getByRole('button', { name: t.details, exact: true }).click();
      await expect(details.getByRole('heading').first()).toBeVisible();
      await page.goBack();
      await expect(details).toHaveCount(0);
      await expect(page).toHaveURL(listUrl);
      await expect(firstRow(page)).toBeVisible();

      // Closed by Escape: its entry goes with it, so Back leaves the page.
      await firstRow(page).getByRole('button', { name: t.details, exact: true }).click();
      await expect(details.getByRole('heading').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/requests(\?|$)/);
    });

    test('browser Back the moment a dialog shows closes that dialog and stays on the page', async ({ page }) => {
      await new LoginPage(page).storeSessionOf('demo');
      await page.goto('/requests');
      await expect(page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
      await page.goto('/products');
      await expect(firstRow(page)).toBeVisible();
      const listUrl = page.url();
      const sight = page.locator('html');

      // The details dialog, opened by a click.
      await backAtFirstSight(page, '[role="dialog"]');
      await firstRow(page).getByRole('button', { name: t.details, exact: true }).click();
      await expect(sight).toHaveAttribute('data-depth-at-first-sight', '1');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(listUrl);

      // The discard question, opened by a Back (not by a click, so it shows in a commit of its own): a
      // second Back as soon as it shows answers it (keep editing), it does not leave the page.
      const wizard = new WizardPage(page, locale);
      await wizard.open();
      await wizard.chooseCategory(leaf);
      await backAtFirstSight(page, '[role="alertdialog"]');
      await page.goBack();
      await expect(sight).toHaveAttribute('data-depth-at-first-sight', '2');
      await expect(question(page)).toHaveCount(0);
      await expect(wizard.dialog.getByRole('button', { pressed: true })).toBeVisible();
      await expect(page).toHaveURL(listUrl);
      await wizard.dialog.getByRole('button', { name: t.close }).click();
      await question(page).getByRole('button', { name: t.discard }).click();
      await expect(wizard.dialog).toHaveCount(0);
      // No entry is left over: the next Back leaves the page.
      await page.goBack();
      await expect(page).toHaveURL(/\/requests(\?|$)/);
    });

    test('browser Back over a half-filled wizard asks; keeping restores the entry, so Back asks again', async ({ page }) => {
      await toProducts(page);
      const listUrl = page.url();
      const wizard = new WizardPage(page, locale);
      await wizard.open();
      await wizard.chooseCategory(leaf);
      await page.goBack();
      await asked(page);
      await question(page).getByRole('button', { name: t.keep }).click();
      await expect(wizard.dialog.getByRole('button', { pressed: true })).toBeVisible();
      await page.goBack();
      await asked(page);
      // The question owns a history entry (depth 2, over the wizard's), pushed just after it shows: a Back
      // sent before that lands on the wizard's entry instead (seen once in CI, in Arabic).
      await page.waitForFunction(() => (history.state as { souqdeskDialog?: { depth: number } } | null)?.souqdeskDialog?.depth === 2);
      // Back over the question itself keeps editing.
      await page.goBack();
      await expect(question(page)).toHaveCount(0);
      await expect(wizard.dialog.getByRole('button', { pressed: true })).toBeVisible();
      await page.goBack();
      await question(page).getByRole('button', { name: t.discard }).click();
      await expect(wizard.dialog).toHaveCount(0);
      await expect(page).toHaveURL(listUrl);
      await expect(firstRow(page)).toBeVisible();
    });

    test("reload with a half-filled wizard gets the browser's prompt; an untouched one does not", async ({ page }) => {
      await toProducts(page);
      const wizard = new WizardPage(page, locale);
      await wizard.open();
      await wizard.chooseCategory(leaf);
      const prompt = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const dialog = await prompt;
      expect(dialog.type()).toBe('beforeunload');
      // Staying: the wizard is still there with its category.
      await dialog.dismiss();
      expect(page.isClosed()).toBe(false);
      await expect(wizard.dialog.getByRole('button', { pressed: true })).toBeVisible();

      await wizard.dialog.getByRole('button', { name: t.close }).click();
      await question(page).getByRole('button', { name: t.discard }).click();
      await wizard.open();
      const prompts: string[] = [];
      page.on('dialog', (d) => { prompts.push(d.type()); void d.dismiss(); });
      const closed = page.waitForEvent('close');
      await page.close({ runBeforeUnload: true });
      await closed;
      expect(prompts).toEqual([]);
    });

    test("the snackbar's ✕ dismisses the message and keeps the wizard", async ({ page }) => {
      await toProducts(page);
      const wizard = new WizardPage(page, locale);
      await wizard.open();
      await wizard.next();
      await expect(wizard.snackbar).toContainText(t.selectCategory);
      await wizard.snackbar.getByRole('button', { name: t.dismiss }).click();
      await expect(wizard.snackbar).toHaveCount(0);
      await expect(wizard.dialog.getByRole('heading').first()).toBeVisible();
      await expect(question(page)).toHaveCount(0);
      // With a draft the same: the message goes, the draft stays.
      await wizard.chooseCategory(leaf);
      await wizard.next();
      await wizard.next();
      await expect(wizard.snackbar).toBeVisible();
      await wizard.snackbar.getByRole('button', { name: t.dismiss }).click();
      await expect(wizard.snackbar).toHaveCount(0);
      await expect(wizard.nameField).toBeVisible();
    });
  });
}
