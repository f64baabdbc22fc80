import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { expectOneDigitSystem } from './support/digits';
import { CatalogueApi, ProductsPage } from './pages/product-dialogs.page';

test.describe('product dialogs', () => {
  test('details show the product; +N opens a zoomable gallery; promotion chips go to services', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    let product = null;
    for (const row of (await api.uniqueRows()).filter((r) => r.isActive)) {
      const details = await api.details(row.slug);
      if (details.images.length >= 3) { product = details; break; }
    }
    expect(product, 'a seeded active product with 3+ photos').toBeTruthy();
    const p = product!;

    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.openWith(p.name);
    const dialog = await products.openDetails(p.name);
    await expect(dialog.getByRole('heading', { name: p.name })).toBeVisible();
    await expect(dialog.getByTestId('details-price')).toHaveText(/KWD/);
    await expect(dialog.getByText('Available', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Boost' })).toHaveAttribute('href', `/services?openDialog=boost&product=${p.slug}&productId=${p.id}`);
    await expect(dialog.getByRole('link', { name: 'Flash sale' })).toHaveAttribute('href', /openDialog=flash-sale/);
    await expect(dialog.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', /openDialog=refresh/);
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();

    // Two photos show; the second carries '+N' for the rest.
    const all = dialog.getByRole('button', { name: `Show all ${p.images.length} photos` });
    await expect(all).toHaveText(`+${p.images.length - 2}`);
    await all.click();
    const gallery = page.getByRole('dialog', { name: `Photos of ${p.name}` });
    await expect(gallery.getByText(`Photo 3 of ${p.images.length}`)).toBeVisible();
    const photo = gallery.getByRole('img', { name: `Photo 3 of ${p.images.length}` });
    await expect(photo).toHaveAttribute('data-zoom', '1');
    await gallery.getByRole('button', { name: 'Zoom in' }).click();
    await expect(photo).toHaveAttribute('data-zoom', '1.5');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(`Photo 2 of ${p.images.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: p.name })).toBeVisible();

    await dialog.getByRole('link', { name: 'Boost' }).click();
    // The services screen restores the dialog from the query, then clears it (part 2 §2).
    await expect(page).toHaveURL(/\/services$/);
  });

  test('the company edits price and status: the row shows the new price and looks inactive', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    const row = (await api.uniqueRows()).find((r) => r.isActive && r.canEdit)!;
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.openWith(row.name);
    const details = await products.openDetails(row.name);
    await details.getByRole('button', { name: 'Edit' }).click();

    const edit = page.getByRole('dialog', { name: 'Edit product' });
    const price = edit.getByLabel('Price');
    await price.fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Enter the price')).toBeVisible();
    // Letters are dropped and fils stop at three decimals.
    await price.fill('1a23.4567');
    await expect(price).toHaveValue('123.456');
    await edit.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Unavailable' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('The product was updated')).toBeVisible();
    await expect(edit).toHaveCount(0);
    const updated = products.row(row.name);
    await expect(updated).toContainText('KWD 123.456');
    await expect(updated).toHaveAttribute('data-inactive', 'true');
  });

  test('the company deletes a product after confirming: the row disappears', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    const row = (await api.uniqueRows()).filter((r) => r.canDelete).at(-1)!;
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.openWith(row.name);
    await products.row(row.name).getByRole('button', { name: 'Delete' }).click();

    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await expect(confirm.getByText(`Are you sure you want to delete “${row.name}”?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(products.row(row.name)).toBeVisible();

    await products.row(row.name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('The product was deleted')).toBeVisible();
    await expect(products.row(row.name)).toHaveCount(0);
  });

  test("an employee sees no edit or delete on a colleague's product", async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'sara');
    const row = (await api.uniqueRows()).find((r) => r.postedBy?.userName === 'omar')!;
    expect(row, "one of omar's products").toBeTruthy();
    expect(row.canEdit || row.canDelete).toBe(false);
    await new LoginPage(page).storeSessionOf('sara');
    const products = new ProductsPage(page);
    await products.openWith(row.name);
    await expect(products.row(row.name).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(products.row(row.name).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const details = await products.openDetails(row.name);
    await expect(details.getByRole('heading', { name: row.name })).toBeVisible();
    await expect(details.getByText('Posted by')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('in Arabic the gallery arrows follow the reading direction', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    let product = null;
    for (const row of await api.uniqueRows()) {
      const details = await api.details(row.slug);
      if (details.images.length >= 3) { product = details; break; }
    }
    const p = product!;
    const ar = (n: number) => new Intl.NumberFormat('ar-KW').format(n);
    await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
    const products = new ProductsPage(page);
    await products.openWith(p.name);
    await products.row(p.name).getByRole('button', { name: 'التفاصيل' }).click();
    await page.getByRole('button', { name: `عرض كل الصور (${ar(p.images.length)})` }).click();
    const gallery = page.getByRole('dialog', { name: `صور ${p.name}` });
    await expect(gallery.getByText(`الصورة ${ar(3)} من ${ar(p.images.length)}`)).toBeVisible();
    await expectOneDigitSystem(page, 'gallery');
    // Left is forward in Arabic.
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText(`الصورة ${ar(p.images.length > 3 ? 4 : 1)} من ${ar(p.images.length)}`)).toBeVisible();
  });

  test('in Arabic an option attribute shows its Arabic label, not the stored English option', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    // The dialog shows the first three attributes with a value: find a product with an option value among them.
    let found = null;
    for (const row of await api.uniqueRows()) {
      const details = await api.details(row.slug);
      const filled = details.attributes.filter((a) => (a.type === 2 ? (a.values?.length ?? 0) > 0 : !!a.value?.trim())).slice(0, 3);
      for (const a of filled) {
        const option = a.options.find((o) => (a.value === o.option || a.values?.includes(o.option)) && o.optionAr && o.optionAr !== o.option);
        if (option) { found = { p: details, option }; break; }
      }
      if (found) break;
    }
    expect(found, 'a seeded product with an option attribute shown first').toBeTruthy();
    const { p, option } = found!;
    await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
    const products = new ProductsPage(page);
    await products.openWith(p.name);
    await products.row(p.name).getByRole('button', { name: 'التفاصيل' }).click();
    const attributes = page.getByRole('region', { name: 'الخصائص' }).first();
    await expect(attributes.getByText(option.optionAr, { exact: true }).first()).toBeVisible();
    await expect(attributes.getByText(option.option, { exact: true })).toHaveCount(0);
  });
});
