// Keyboard alone through the form dialogs: the product edit dialog and the employee
// add and edit forms are opened, filled, saved and closed with keys, and the focus goes back to the
// control that opened them. (The request details, the gallery and the confirmations are in
// keyboard.spec.ts, the wizard in keyboard-wizard.spec.ts.) No mouse clicks in this file.
import { expect, test } from './fixtures';
import { EmployeesPage } from './pages/employees.page';
import { LoginPage, PASSWORD } from './pages/login.page';
import { CatalogueApi, ProductsPage } from './pages/product-dialogs.page';
import { expectFocusNotLost, expectFocusRing, tabTo } from './support/keyboard';

test.describe('keyboard alone: form dialogs', () => {
  test('product edit (en): from the row, a new price and the status by arrows, saved; Escape on the next one gives focus back to Edit', async ({ page, request }) => {
    const api = await CatalogueApi.as(request, 'demo');
    const row = (await api.uniqueRows()).find((r) => r.isActive && r.canEdit)!;
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.openWith(row.name);

    const edit = products.row(row.name).getByRole('button', { name: 'Edit' });
    await tabTo(page, edit);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    const price = dialog.getByLabel('Price');
    await tabTo(page, price);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('77.5');
    await expect(price).toHaveValue('77.5');
    // The status list opens with Enter, the arrows move, Enter chooses.
    await tabTo(page, dialog.getByRole('button', { name: 'Status' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    const unavailable = page.getByRole('option', { name: 'Unavailable' });
    for (let i = 0; i < 5 && !(await unavailable.evaluate((el) => el.hasAttribute('data-focus'))); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await tabTo(page, dialog.getByRole('button', { name: 'Save changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('The product was updated')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(products.row(row.name)).toContainText('KWD 77.500');
    await expect(products.row(row.name)).toHaveAttribute('data-inactive', 'true');
    await expectFocusNotLost(page);

    // Opened again and left unchanged, Escape closes it and Edit has the focus again.
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Price')).toHaveValue('77.5');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
  });

  test('employee add and edit (ar): the form filled and sent by keys, the password shown and hidden by its eye; focus back to the openers', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
    const employees = new EmployeesPage(page);
    await employees.open();

    await tabTo(page, employees.addButton, { back: true });
    await page.keyboard.press('Enter');
    const dialog = employees.dialog;
    await expect(dialog.getByRole('heading')).toBeVisible();
    // The form starts at its first field; Tab walks the fields in order.
    const values: [RegExp, string][] = [
      [/^الاسم الكامل/, 'نورة الكيبورد'], [/^الهاتف/, '99001122'], [/^البريد الإلكتروني/, 'noura.keys@souq.example'],
      [/^اسم المستخدم/, 'nourakeys'], [/^كلمة المرور/, PASSWORD], [/^تأكيد كلمة المرور/, PASSWORD],
    ];
    for (const [label, value] of values) {
      const field = dialog.getByLabel(label);
      await tabTo(page, field);
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    // The eye beside the password shows it, and hides it again.
    const password = dialog.getByLabel(/^كلمة المرور/);
    const show = dialog.getByRole('button', { name: 'إظهار كلمة المرور' }).first();
    await tabTo(page, show, { back: true });
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');

    await tabTo(page, dialog.getByRole('button', { name: 'إضافة الموظف' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The new row comes last; other specs of this project add employees first, so it may lie past the box's edge.
    await employees.scrollToEnd();
    const row = employees.row('@nourakeys');
    await expect(row).toBeVisible();
    await expect(employees.addButton).toBeFocused();

    // Edit from the row: the name changed by keys and saved with Enter in a field. The list narrowed to her
    // (by the address, as a bookmark would) keeps her row within Tab's reach however many rows come before.
    await employees.open('/employees?q=nourakeys');
    const editButton = row.getByRole('button', { name: 'تعديل نورة الكيبورد' });
    await tabTo(page, editButton);
    await page.keyboard.press('Enter');
    const fullName = dialog.getByLabel(/^الاسم الكامل/);
    await tabTo(page, fullName);
    await page.keyboard.press('End');
    await page.keyboard.type(' الثانية');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('نورة الكيبورد الثانية');
    await expectFocusNotLost(page);
  });
});
