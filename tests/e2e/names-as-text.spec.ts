import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ProductsPage } from './pages/product-dialogs.page';
import { findLeaf, imageFile, WizardPage } from './pages/wizard.page';

// Stored as given, shown as text: were it ever parsed as HTML, the image would fail and run the handler.
const MARKUP = '<img src=x onerror="window.__souqdeskXss=1">';

test('a product named with markup shows it literally in the wizard review, the table and the details dialog; no script runs', async ({ page, request }) => {
  const leaf = await findLeaf(request, 3);
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto('/products');
  const wizard = new WizardPage(page);
  await wizard.open();
  await wizard.chooseCategory(leaf);
  await wizard.next();
  await wizard.fillNameAndPrice(MARKUP, '5');
  for (let step = 0; step < 4; step++) await wizard.next(); // attributes, description, details, sell (the default)
  await wizard.addPhotos([await imageFile(`${MARKUP}.png`)]);
  await expect(wizard.photos).toHaveCount(1);
  await wizard.next();
  await expect(wizard.dialog.getByTestId('wizard-review')).toContainText(MARKUP);
  await wizard.save();

  const products = new ProductsPage(page);
  await products.openWith(MARKUP);
  await expect(products.row(MARKUP).first()).toContainText(MARKUP);
  const dialog = await products.openDetails(MARKUP);
  await expect(dialog.getByRole('heading', { name: MARKUP })).toBeVisible();

  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __souqdeskXss?: number }).__souqdeskXss)).toBeUndefined();
});
