// Keyboard alone: every control reached with Tab/Shift+Tab and used with Enter, Space,
// Escape and the arrows; focus goes back to the opener when a dialog closes, or somewhere sensible
// when the opener is gone — never to <body>. No mouse clicks in this file.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { CatalogueApi, ProductsPage } from './pages/product-dialogs.page';
import { RequestsPage } from './pages/requests.page';
import { expectFocusNotLost, expectFocusRing, tabTo } from './support/keyboard';

test.describe('keyboard alone', () => {
  test('requests: accept and reject from the row by keyboard; focus stays in the table after each decision', async ({ page, request }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await requests.open();
    const { first, second } = await requests.twoToDecide(request, 'demo');

    // Escape leaves the question unanswered and gives focus back to the button that asked.
    const accept = requests.row(first).getByRole('button', { name: 'Accept' });
    await tabTo(page, accept);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    // (A dialog element has no box of its own: its title shows.)
    const ask = page.getByRole('dialog', { name: `Accept request #${first}?` });
    await expect(ask.getByRole('heading')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(accept).toBeFocused();

    // Saying yes replaces the button by a label: focus moves to the row (or the table), not to <body>.
    for (const [num, choice] of [[first, 'Accept'], [second, 'Reject']] as const) {
      const button = requests.row(num).getByRole('button', { name: choice });
      await tabTo(page, button);
      await page.keyboard.press('Space');
      const yes = page.getByRole('button', { name: `Yes, ${choice.toLowerCase()}` });
      await tabTo(page, yes);
      const decided = page.waitForResponse((r) => /\/api\/requests\/\d+\/status$/.test(r.url()) && r.status() === 204);
      // The decision reloads page 1: the row's buttons are replaced then, which is when focus used to drop.
      const reloaded = decided.then(() => page.waitForResponse((r) => /\/api\/requests\?/.test(r.url()) && !r.url().includes('cursor=')));
      await page.keyboard.press('Enter');
      await reloaded;
      await expect(requests.row(num).getByText(choice === 'Accept' ? 'Accepted' : 'Rejected', { exact: true })).toBeVisible();
      await expectFocusNotLost(page);
      await expect(requests.table.locator(':focus')).toHaveCount(1);
    }
  });

  test('requests: the details dialog opens from the row and Escape returns focus to Details', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await requests.open();
    const details = requests.rows.first().getByRole('button', { name: 'Details' });
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Request no\. / });
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(details).toBeFocused();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`requests (${lang}): a confirmation closed over the details dialog leaves the next Escape to the details at once`, async ({ page }) => {
      const t = lang === 'ar'
        ? { details: 'التفاصيل', accept: 'قبول', no: 'لا', title: /^الطلب رقم / }
        : { details: 'Details', accept: 'Accept', no: 'No', title: /^Request no\. / };
      await new LoginPage(page).storeSessionOf('demo', { locale: lang === 'ar' ? 'ar' : undefined });
      const requests = new RequestsPage(page);
      await requests.open();
      const pending = requests.rows.filter({ has: page.getByRole('button', { name: t.accept, exact: true }) }).first();
      const opener = pending.getByRole('button', { name: t.details, exact: true });
      const details = page.getByRole('dialog', { name: t.title });
      const confirm = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: t.no, exact: true }) });
      const accept = details.getByRole('button', { name: t.accept, exact: true });

      // The confirmation closes by its No, then by Escape; each time the Escape pressed at once after it
      // closes the details, and focus goes back to the row's Details. Its No comes right after it showed:
      // a dialog closed while it was still animating in used to stay in the page, invisible (Headless
      // UI's transition deadlock), and this count never reached 0.
      for (const closeConfirm of ['No', 'Escape'] as const) {
        await tabTo(page, opener);
        await page.keyboard.press('Enter');
        await expect(details.getByRole('heading').first()).toBeVisible();
        await tabTo(page, accept);
        await page.keyboard.press('Enter');
        await expect(confirm.getByRole('heading')).toBeVisible();
        if (closeConfirm === 'No') await tabTo(page, confirm.getByRole('button', { name: t.no, exact: true }));
        await page.keyboard.press(closeConfirm === 'No' ? 'Enter' : 'Escape');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(opener).toBeFocused();
      }
    });

    test(`product gallery (${lang}): open, arrows in the reading direction, thumbnails, zoom, close — by keyboard`, async ({ page, request }) => {
      const api = await CatalogueApi.as(request, 'demo');
      let product = null;
      for (const row of (await api.uniqueRows()).filter((r) => r.isActive)) {
        const details = await api.details(row.slug);
        if (details.images.length >= 3) { product = details; break; }
      }
      const p = product!;
      const n = p.images.length;
      const num = (x: number) => (lang === 'ar' ? new Intl.NumberFormat('ar-KW').format(x) : String(x));
      const text = lang === 'ar'
        ? { details: 'التفاصيل', all: `عرض كل الصور (${num(n)})`, gallery: `صور ${p.name}`, photo: (i: number) => `الصورة ${num(i)} من ${num(n)}` }
        : { details: 'Details', all: `Show all ${n} photos`, gallery: `Photos of ${p.name}`, photo: (i: number) => `Photo ${i} of ${n}` };
      await new LoginPage(page).storeSessionOf('demo', { locale: lang === 'ar' ? 'ar' : undefined });
      const products = new ProductsPage(page);
      await products.openWith(p.name);

      const detailsButton = products.row(p.name).getByRole('button', { name: text.details });
      await tabTo(page, detailsButton);
      await page.keyboard.press('Enter');
      const all = page.getByRole('button', { name: text.all });
      await tabTo(page, all);
      await page.keyboard.press('Enter');
      const gallery = page.getByRole('dialog', { name: text.gallery });
      const position = gallery.getByText(text.photo(3), { exact: true });
      await expect(position).toBeVisible();

      // The arrow toward the reading direction's end is "next": right in English, left in Arabic.
      const [forward, back] = lang === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      await page.keyboard.press(forward);
      await expect(gallery.getByText(text.photo(n > 3 ? 4 : 1), { exact: true })).toBeVisible();
      await page.keyboard.press(back);
      await expect(position).toBeVisible();

      // A thumbnail chosen with Enter shows that photo.
      const firstThumb = gallery.getByRole('button', { name: lang === 'ar' ? `فتح الصورة ${num(1)}` : 'Open photo 1', exact: true });
      await tabTo(page, firstThumb);
      await expectFocusRing(page);
      await page.keyboard.press('Enter');
      await expect(gallery.getByText(text.photo(1), { exact: true })).toBeVisible();
      await expect(firstThumb).toHaveAttribute('aria-current', 'true');

      // Zoom in from the toolbar, reached backwards with Shift+Tab.
      const zoomIn = gallery.getByRole('button', { name: lang === 'ar' ? 'تكبير' : 'Zoom in', exact: true });
      await tabTo(page, zoomIn, { back: true });
      await page.keyboard.press('Enter');
      await expect(gallery.getByRole('img')).toHaveAttribute('data-zoom', '1.5');

      // Escape closes the gallery only; focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await expect(gallery).toHaveCount(0);
      await expect(all).toBeFocused();
      // A second Escape closes the details; focus goes back to the row's Details.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(detailsButton).toBeFocused();
    });
  }

  test('products: delete by keyboard — No gives focus back to Delete; after Yes focus is not lost', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    const row = (await api.uniqueRows()).filter((r) => r.canDelete).at(-1)!;
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.openWith(row.name);
    const del = products.row(row.name).getByRole('button', { name: 'Delete' });
    await tabTo(page, del);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await tabTo(page, confirm.getByRole('button', { name: 'No' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(del).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, confirm.getByRole('button', { name: 'Yes, delete' }));
    await page.keyboard.press('Enter');
    await expect(products.row(row.name)).toHaveCount(0);
    await expectFocusNotLost(page);
  });

  test('the bell and the language switch open, move and close by keyboard', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await requests.open();

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('heading', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();

    const language = page.getByRole('button', { name: 'Language EN' });
    await tabTo(page, language, { back: true });
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expect(language).toBeFocused();
    // Arrows then Enter choose Arabic.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectFocusNotLost(page);
  });
});
