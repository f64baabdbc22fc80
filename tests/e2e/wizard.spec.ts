import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { CatalogueApi } from './pages/product-dialogs.page';
import { findLeaf, imageFile, productNamed, WizardPage, type Leaf } from './pages/wizard.page';

/** The first row of the products table: its name and its primary image (a stored upload, not a seed picture). */
async function expectOnTop(page: Page, name: string) {
  const first = page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row').first();
  await expect(first).toContainText(name);
  await expect(first.locator('img').first()).toHaveAttribute('src', /\/uploads\/products\/[0-9a-f-]{36}-thumb\.webp$/);
}

async function toProducts(page: Page, { query = '', locale }: { query?: string; locale?: 'ar' } = {}) {
  await new LoginPage(page).storeSessionOf('demo', { locale });
  await page.goto(`/products${query}`);
  await expect(page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
}

/**
 * Reads the snackbar's message, then dismisses it: messages show one at a time, 3 s each, so the next
 * refusal's message shows at once instead of waiting its turn.
 */
async function readSnackbar(page: Page, text: string | RegExp) {
  const message = page.getByTestId('snackbar').filter({ hasText: text });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Dismiss' }).click();
  await expect(message).toHaveCount(0);
}

test.describe('add-product wizard', () => {
  let leaf: Leaf;
  test.beforeAll(async ({ request }) => {
    leaf = await findLeaf(request, 3);
  });

  test('a sale product: category drill-down, name and price, photos; it tops the list with its primary image', async ({ page }) => {
    await toProducts(page);
    const wizard = new WizardPage(page);
    await wizard.open();
    await wizard.next();
    await expect(wizard.snackbar).toContainText(/Please select a category/);
    await wizard.chooseCategory(leaf);
    await wizard.next();
    await wizard.fillNameAndPrice('Wizard sale e2e', '1a25');
    await expect(wizard.dialog.getByLabel('Price')).toHaveValue('125');
    await wizard.next();
    await wizard.next();
    await wizard.next();
    await wizard.next(); // sell (the default)
    await wizard.addPhotos([await imageFile('side.jpg', '#b91c1c'), await imageFile('front.png')]);
    await expect(wizard.photos).toHaveCount(2);
    // The star moves the second photo to the front: it becomes the primary image.
    await wizard.dialog.getByRole('button', { name: 'Make front.png the primary photo' }).click();
    await expect(wizard.photos.first()).toHaveAttribute('data-photo', 'front.png');
    await expect(wizard.photos.first()).toContainText(/\d+(\.\d)? (B|KB|MB)/);
    await wizard.next();
    await expect(wizard.dialog.getByTestId('wizard-review')).toContainText('Wizard sale e2e');
    await wizard.save();
    await expectOnTop(page, 'Wizard sale e2e');
  });

  test('a barter product with 3 barter attributes', async ({ page }) => {
    await toProducts(page);
    const wizard = new WizardPage(page);
    await wizard.open();
    await wizard.chooseCategory(leaf);
    await wizard.next();
    await wizard.fillNameAndPrice('Wizard barter e2e', '300');
    for (let i = 0; i < 3; i++) await wizard.next();
    await wizard.dialog.getByRole('radio', { name: 'Barter', exact: true }).check();
    await wizard.next();
    await expect(wizard.snackbar).toContainText('Select 3 more barter attributes (at least 3)');
    await wizard.chooseBarter(leaf.attributes.slice(0, 3));
    await wizard.next();
    await wizard.addPhotos([await imageFile('barter.png', '#1d4ed8')]);
    await wizard.next();
    await expect(wizard.dialog.getByTestId('wizard-review')).toContainText('What you want in exchange');
    await wizard.save();
    await expectOnTop(page, 'Wizard barter e2e');
  });

  test('photos: a file of another type is refused with its message; eleven photos keep ten', async ({ page }) => {
    test.slow(); // four refusals, each read and answered, then eleven photos
    await toProducts(page);
    const wizard = new WizardPage(page);
    await wizard.open();
    await wizard.chooseCategory(leaf);
    await wizard.next();
    await wizard.fillNameAndPrice('Photo rules', '5');
    for (let i = 0; i < 4; i++) await wizard.next();
    await wizard.addPhotos([{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }], 0);
    await readSnackbar(page, 'Only PNG and JPG images are allowed');
    await wizard.addPhotos([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }], 0);
    await readSnackbar(page, 'invalid file type, only images are allowed');
    // Named and typed as a PNG, but text inside: refused by its bytes, as the server would.
    await wizard.addPhotos([{ name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') }], 0);
    await readSnackbar(page, 'This file is not a PNG or JPG image');
    await expect(wizard.photos).toHaveCount(0);
    await wizard.next();
    await readSnackbar(page, 'At least one image is required');
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => imageFile(`p${i}.png`)));
    await wizard.addPhotos(eleven, 10);
    await expect(page.getByText('You can upload a maximum of 10 files.')).toBeVisible();
    await expect(wizard.photos).toHaveCount(10);
  });

  test('a step indicator past an invalid step lands on that step', async ({ page }) => {
    await toProducts(page);
    const wizard = new WizardPage(page);
    await wizard.open();
    await wizard.chooseCategory(leaf);
    await wizard.next();
    await wizard.step(/Photos$/).click();
    await expect(wizard.snackbar).toContainText('Please fill in the product name and price');
    await expect(wizard.dialog.getByLabel('Product name')).toBeVisible();
    await wizard.fillNameAndPrice('Jumper', '7');
    await wizard.step(/Review$/).click();
    await expect(page.getByText('At least one image is required')).toBeVisible();
    await expect(wizard.dialog.getByTestId('wizard-photos-input')).toBeAttached();
    await wizard.step(/Category$/).click();
    await expect(wizard.dialog.getByRole('button', { pressed: true })).toBeVisible();
  });

  test('duplicate: unchanged it cannot be saved; changed, it is saved as a new product on top', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    const row = (await api.uniqueRows()).find((r) => r.sellType === 'sell')!;
    const source = await api.details(row.slug);
    // Straight to the list filtered by the source's name (one page load, not the whole list first).
    await toProducts(page, { query: `?q=${encodeURIComponent(source.name)}` });
    await page.getByRole('row').filter({ hasText: source.name }).first().getByRole('button', { name: 'Duplicate' }).click();
    const wizard = new WizardPage(page);
    await expect(wizard.dialog.getByRole('heading', { name: 'Duplicate product' })).toBeVisible();
    await expect(wizard.dialog.getByLabel('Product name')).toHaveValue(source.name);
    // The price is copied to the fil (KWD has three decimals).
    await expect(wizard.dialog.getByLabel('Price')).toHaveValue((source.price / 1000).toFixed(3).replace(/\.?0+$/, ''));
    await wizard.step(/Review$/).click();
    await expect(wizard.photos).toHaveCount(source.images.length);
    await expect(wizard.saveButton).toBeDisabled();
    await expect(wizard.dialog.getByText('Change something before saving the copy')).toBeVisible();
    await wizard.step(/Name and price$/).click();
    await wizard.dialog.getByLabel('Product name').fill('Wizard copy e2e');
    await wizard.step(/Review$/).click();
    await expect(wizard.saveButton).toBeEnabled();
    await wizard.save();
    await page.goto('/products');
    await expectOnTop(page, 'Wizard copy e2e');
    const copy = (await productNamed(request, 'Wizard copy e2e'))!;
    expect(copy.categoryTree).toEqual(source.categoryTree);
    expect(copy.attributes.map((a) => [a.id, a.value, a.values])).toEqual(source.attributes.map((a) => [a.id, a.value, a.values]));
    expect(copy.images).toHaveLength(source.images.length);
  });

  test("duplicate of a seeded barter product keeps its wish (another category's attributes)", async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    let source = null;
    for (const row of await api.uniqueRows()) {
      const details = await api.details(row.slug);
      if (details.barter && details.barter.attributes.length >= 3 && details.barter.categoryId !== details.category?.id) { source = details; break; }
    }
    test.skip(!source, 'no seeded barter product with a wish in another category on the first page');
    const p = source!;
    await toProducts(page, { query: `?q=${encodeURIComponent(p.name)}` });
    await page.getByRole('row').filter({ hasText: p.name }).first().getByRole('button', { name: 'Duplicate' }).click();
    const wizard = new WizardPage(page);
    await expect(wizard.dialog.getByLabel('Product name')).toHaveValue(p.name);
    await wizard.dialog.getByLabel('Product name').fill(`${p.name} copy`);
    await wizard.step(/Review$/).click();
    await wizard.save();
    const details = (await productNamed(request, `${p.name} copy`))!;
    expect(details, 'the copy').toBeTruthy();
    expect(details.barter!.path).toEqual(p.barter!.path);
    expect(details.barter!.attributes.map((a) => [a.id, a.value, a.values])).toEqual(p.barter!.attributes.map((a) => [a.id, a.value, a.values]));
    expect(details.images).toHaveLength(p.images.length);
  });

  test('after a boost hand-off (?fromBoost), the new product goes on to the boost dialog', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    await page.goto('/products?fromBoost=1');
    const wizard = new WizardPage(page);
    await wizard.open();
    await wizard.chooseCategory(leaf);
    await wizard.next();
    await wizard.fillNameAndPrice('Wizard boost e2e', '15');
    for (let i = 0; i < 4; i++) await wizard.next();
    await wizard.addPhotos([await imageFile('boost.jpg', '#a16207')]);
    await wizard.next();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
    // The services screen reads the new product from the query (by its slug), then clears the query (part 2 §2).
    const restored = page.waitForRequest((r) => /\/api\/products\/wizard-boost-e2e[\w-]*$/.test(r.url()));
    await wizard.save();
    const product = (await (await created).json()) as { slug: string };
    expect((await restored).url()).toContain(`/api/products/${product.slug}`);
    await expect(page).toHaveURL(/\/services$/);
  });

  test('in Arabic', async ({ page }) => {
    // The list's first load is already in Arabic (no sign-in page loaded first to set the language).
    await toProducts(page, { locale: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wizard = new WizardPage(page, 'ar');
    await wizard.open();
    await wizard.chooseCategory(leaf);
    await wizard.next();
    await wizard.next();
    await expect(wizard.snackbar).toContainText('يرجى إدخال اسم المنتج والسعر');
    await wizard.fillNameAndPrice('منتج المعالج', '40');
    for (let i = 0; i < 4; i++) await wizard.next();
    await wizard.addPhotos([await imageFile('ar.png', '#047857')]);
    await wizard.next();
    await wizard.save();
    await expectOnTop(page, 'منتج المعالج');
  });
});
