// Keyboard alone through the whole add-product wizard, in English and Arabic: every step
// reached and filled with Tab, Shift+Tab, Enter, Space and the arrows — the category drill-down, the
// attribute inputs of each kind, the photos (the file chooser opened with Enter), the review — to a
// saved product whose values the server kept. No mouse clicks in this file.
import type { CategoryAttribute } from '../../src/api/schemas/categories';
import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { findLeaf, imageFile, productNamed, WizardPage, type Leaf } from './pages/wizard.page';
import { expectFocusNotLost, expectFocusRing, tabTo } from './support/keyboard';

/** Presses Tab until `target` has the focus, then Enter. */
async function press(page: Page, target: ReturnType<Page['locator']>, key = 'Enter') {
  await tabTo(page, target, { max: 200 });
  await page.keyboard.press(key);
}

/** Fills one attribute by keyboard, whatever its kind; returns what the server should keep for it. */
async function fillByKeyboard(page: Page, wizard: WizardPage, attribute: CategoryAttribute): Promise<'value' | 'values'> {
  const field = wizard.attribute(attribute.id);
  switch (attribute.type) {
    case 0: {
      const toggle = field.getByRole('switch');
      await tabTo(page, toggle);
      await expectFocusRing(page);
      await page.keyboard.press('Space');
      await expect(toggle).toBeChecked();
      return 'value';
    }
    case 2: case 3: {
      const box = field.getByRole('combobox');
      await tabTo(page, box);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option').first()).toBeVisible();
      // The arrows move through the options; Enter chooses the active one.
      await expect(page.locator('[role="option"][data-focus]')).toHaveCount(1);
      await page.keyboard.press('Enter');
      if (attribute.type === 2) {
        await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
        await page.keyboard.press('Escape');
      }
      await expect(page.getByRole('option')).toHaveCount(0);
      return attribute.type === 2 ? 'values' : 'value';
    }
    case 4: case 5: {
      const first = field.getByRole('radio').first();
      await tabTo(page, first);
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      return 'value';
    }
    default: {
      const box = field.getByRole('textbox');
      await tabTo(page, box);
      await page.keyboard.type(attribute.type === 1 ? '2020' : 'Keyboard');
      await expect(box).not.toHaveValue('');
      return 'value';
    }
  }
}

test.describe('keyboard alone: the add-product wizard', () => {
  let leaf: Leaf;
  test.beforeAll(async ({ request }) => {
    leaf = await findLeaf(request, 3);
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`(${lang}) category, name and price, attributes of each kind, photos and review, saved`, async ({ page, request }) => {
      test.slow();
      const name = lang === 'ar' ? 'منتج بلوحة المفاتيح' : 'Keyboard wizard e2e';
      await new LoginPage(page).storeSessionOf('demo', { locale: lang === 'ar' ? 'ar' : undefined });
      await page.goto('/products');
      const wizard = new WizardPage(page, lang);
      const add = page.getByRole('button', { name: wizard.t.add });
      await press(page, add);
      await expect(wizard.dialog.getByRole('heading', { name: wizard.t.add })).toBeVisible();

      // Step 1: down the category tree, one card at a time.
      for (const node of leaf.trail) await press(page, wizard.category(lang === 'ar' ? node.nameAr : node.name));
      await expect(wizard.dialog.getByRole('button', { pressed: true })).toBeVisible();
      await press(page, wizard.nextButton);

      // Step 2: name and price typed. Then, step by step, every attribute of the category that the step
      // shows, each by its own keys (tabbing past an option menu opens it and closes it without choosing).
      await tabTo(page, wizard.nameField);
      await page.keyboard.type(name);
      await tabTo(page, wizard.priceField);
      await page.keyboard.type('75');
      // Latin digits typed show in the page's digits.
      await expect(wizard.priceField).toHaveValue(lang === 'ar' ? '٧٥' : '75');
      const kept = new Map<number, 'value' | 'values'>();
      const atStep = async (n: number) => {
        await expect(wizard.stepItem(n)).toHaveAttribute('aria-current', 'step');
        for (const attribute of leaf.attributes) {
          if (!kept.has(attribute.id) && await wizard.attribute(attribute.id).isVisible()) kept.set(attribute.id, await fillByKeyboard(page, wizard, attribute));
        }
      };
      await atStep(2);
      await press(page, wizard.nextButton);
      await atStep(3);

      // Shift+Tab reaches Back, which goes one step back with everything kept.
      await tabTo(page, wizard.backButton, { back: true });
      await page.keyboard.press('Enter');
      await expect(wizard.stepItem(2)).toHaveAttribute('aria-current', 'step');
      await expect(wizard.nameField).toHaveValue(name);
      await press(page, wizard.nextButton);
      // Steps 3–5: their attributes get keys; the description and the sale type keep their defaults.
      for (let n = 3; n <= 5; n++) {
        await atStep(n);
        await press(page, wizard.nextButton);
      }
      await expect(wizard.stepItem(6)).toHaveAttribute('aria-current', 'step');
      expect([...kept.keys()].sort()).toEqual(leaf.attributes.map((a) => a.id).sort());

      // Step 6: the file chooser opens with Enter; the star, reached by Tab, makes the second photo primary.
      const chooser = page.waitForEvent('filechooser');
      // (The file input itself, out of the Tab order, has the same name.)
      await press(page, wizard.dialog.locator('button').filter({ hasText: lang === 'ar' ? 'اختر الصور' : 'Choose photos' }));
      await (await chooser).setFiles([await imageFile('keys-side.jpg', '#b91c1c'), await imageFile('keys-front.png')]);
      await expect(wizard.photos).toHaveCount(2);
      const star = wizard.dialog.getByRole('button', { name: lang === 'ar' ? 'اجعل keys-front.png الصورة الرئيسية' : 'Make keys-front.png the primary photo' });
      await press(page, star);
      await expect(wizard.photos.first()).toHaveAttribute('data-photo', 'keys-front.png');
      await press(page, wizard.nextButton);

      // Step 7, the review, then Save by keyboard: the dialog closes and focus goes back to the page, not to <body>.
      await expect(wizard.stepItem(7)).toHaveAttribute('aria-current', 'step');
      await expect(wizard.dialog.getByTestId('wizard-review')).toContainText(name);
      await press(page, wizard.saveButton);
      await expect(page.getByTestId('snackbar').filter({ hasText: /The product was added|تمت إضافة المنتج/ })).toBeVisible({ timeout: 15_000 });
      await expect(wizard.dialog).toBeHidden();
      await expectFocusNotLost(page);

      // The server kept what was typed and chosen.
      const saved = (await productNamed(request, name))!;
      expect(saved.price).toBe(75_000);
      for (const [id, field] of kept) {
        const attribute = saved.attributes.find((a) => a.id === id);
        expect(attribute, `attribute ${id}`).toBeDefined();
        if (field === 'values') expect(attribute!.values?.length, `attribute ${id}`).toBeGreaterThan(0);
        else expect(attribute!.value, `attribute ${id}`).toBeTruthy();
      }
    });
  }
});
