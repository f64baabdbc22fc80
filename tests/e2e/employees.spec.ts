import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures';
import { EmployeesPage } from './pages/employees.page';
import { expectOneDigitSystem } from './support/digits';
import { LoginPage } from './pages/login.page';

const PASSWORD = 'Noura@2026';

/**
 * Whether `user` can sign in now, asked of the server the sign-in form calls, with no session of the page's
 * (the form itself and what it shows for each answer are the sign-in specs' subject).
 */
async function signInElsewhere(request: APIRequestContext, user: string, password = PASSWORD): Promise<'signed-in' | 'refused'> {
  const reply = await request.post('/api/auth/login', { data: { login: user, password } });
  if (reply.status() === 200) return 'signed-in';
  expect(reply.status(), `signing in as ${user}: ${await reply.text()}`).toBe(401);
  return 'refused';
}

test.describe('the employees screen', () => {
  test('adds an employee after invalid input is refused field by field; the new employee signs in', async ({ page, request }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const employees = new EmployeesPage(page);
    await employees.open();

    await employees.addButton.click();
    await employees.dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(employees.dialog.getByText('Enter the full name')).toBeVisible();
    await expect(employees.dialog.getByText('Enter the phone number')).toBeVisible();
    await expect(employees.dialog.getByText('Enter the user name')).toBeVisible();

    // Stray characters are dropped as typed; what is left still breaks the rules.
    await employees.fillForm({ fullName: 'Noura Al-Kandari', phone: '55-12ab', email: 'noura@', userName: 'no!', password: 'short', confirmation: 'shorter' });
    await expect(employees.field(/^Phone/)).toHaveValue('5512');
    await expect(employees.field(/^User name/)).toHaveValue('no');
    await employees.dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(employees.dialog.getByText('Phone number must be exactly 8 digits')).toBeVisible();
    await expect(employees.dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(employees.dialog.getByText('The user name must be 3 to 20 letters, digits or underscores')).toBeVisible();
    await expect(employees.dialog.getByText('Password must be at least 8 characters')).toBeVisible();

    // A user name that is taken comes back from the server at its field.
    await employees.fillForm({ phone: '5555 1234', email: ' Noura@Souq.Example ', userName: 'sara', password: PASSWORD });
    await employees.dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(employees.dialog.getByText('This user name is already taken')).toBeVisible();

    await employees.fillForm({ userName: 'noura.k' });
    await expect(employees.field(/^User name/)).toHaveValue('nourak');
    await expect(employees.field(/^E-mail/)).toHaveValue('noura@souq.example');
    await employees.dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(employees.dialog).toBeHidden();
    await expect(page.getByText('Noura Al-Kandari was added')).toBeVisible();
    const row = employees.row('@nourak');
    await expect(row).toContainText('Employee');
    await expect(row).toContainText('Never');
    await expect(row.getByRole('link', { name: 'Chats of Noura Al-Kandari' })).toHaveAttribute('href', /\/chats\?employeeId=\d+$/);

    expect(await signInElsewhere(request, 'nourak')).toBe('signed-in');
  });

  test('a deleted employee shows only restore and cannot sign in; restored, they can again', async ({ page, request }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const employees = new EmployeesPage(page);
    await employees.open();
    await employees.add({ fullName: 'Fahad Al-Mutairi', phone: '66001122', email: 'fahad@souq.example', userName: 'fahad', password: PASSWORD });

    // The own row has only the account link.
    const self = employees.row('@demo');
    await expect(self.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/userAccount');
    await expect(self.getByRole('button')).toHaveCount(0);

    await employees.row('@fahad').getByRole('button', { name: 'Delete Fahad Al-Mutairi' }).click();
    await expect(employees.dialog.getByText('Are you sure you want to delete Fahad Al-Mutairi?')).toBeVisible();
    await employees.dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('Fahad Al-Mutairi was deleted')).toBeVisible();
    await expect(employees.row('@fahad')).toHaveCount(0);
    expect(await signInElsewhere(request, 'fahad')).toBe('refused');

    await employees.chooseStatus('Deleted');
    const deleted = employees.row('@fahad');
    await expect(deleted).toContainText('Deleted');
    await expect(deleted.getByRole('button')).toHaveCount(1);
    await expect(deleted.getByRole('link')).toHaveCount(0);
    await deleted.getByRole('button', { name: 'Restore Fahad Al-Mutairi' }).click();
    await employees.dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText('Fahad Al-Mutairi was restored')).toBeVisible();
    await expect(employees.row('@fahad')).toHaveCount(0);
    await employees.chooseStatus('Active');
    await expect(employees.row('@fahad').getByRole('button', { name: 'Edit Fahad Al-Mutairi' })).toBeVisible();
    expect(await signInElsewhere(request, 'fahad')).toBe('signed-in');
  });

  test('edits an employee keeping the password when both fields stay empty', async ({ page, request }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const employees = new EmployeesPage(page);
    await employees.open();
    await employees.add({ fullName: 'Hessa Al-Rashid', phone: '99887766', email: 'hessa@souq.example', userName: 'hessa', password: PASSWORD });
    await employees.row('@hessa').getByRole('button', { name: 'Edit Hessa Al-Rashid' }).click();
    await expect(employees.field(/^Phone/)).toHaveValue('99887766');
    await employees.fillForm({ fullName: 'Hessa Al-Rashidi' });
    await employees.dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(employees.dialog).toBeHidden();
    await expect(employees.row('@hessa')).toContainText('Hessa Al-Rashidi');
    expect(await signInElsewhere(request, 'hessa')).toBe('signed-in');
  });

  test("filters that match no employee offer no export, so the month's export is not spent", async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    let asked = 0;
    await page.route('**/api/employees/export*', (route) => { asked++; return route.continue(); });
    await page.goto('/employees?q=nobody-matches-this');
    await expect(page.getByText('No employees match')).toBeVisible();
    const employees = new EmployeesPage(page);
    await employees.exportButton.click();
    await expect(employees.dialog.getByText('No employee matches these filters')).toBeVisible();
    await expect(employees.dialog.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
    await employees.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(employees.dialog).toHaveCount(0);
    expect(asked).toBe(0);
  });

  test('exports the table as CSV (BOM, header, rows); a second export in the month is refused', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const employees = new EmployeesPage(page);
    await employees.open();
    await employees.chooseStatus('All');
    await expect(employees.row('@sara')).toBeVisible();

    await employees.exportButton.click();
    await expect(employees.dialog.getByText('With the current filters: All')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await employees.dialog.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r\n/);
    expect(lines[0]).toBe('ID,Name,User name,E-mail,Phone,Joined date,Last entry,Sales,Trade-in,Products added,Type,Communication operations,Average response time (seconds),Status');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.some((l) => l.includes(',sara,'))).toBe(true);
    expect(lines.some((l) => l.includes(',demo,'))).toBe(true);
    await expect(employees.dialog).toBeHidden();

    await employees.exportButton.click();
    await employees.dialog.getByRole('button', { name: 'Download CSV' }).click();
    await expect(employees.dialog.getByText('You can only export users once a month')).toBeVisible();
    await expect(employees.dialog.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
    await employees.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(employees.dialog).toBeHidden();
  });

  test('a list that fails with a 500 says so in the table in the error table\'s words, and retry loads it', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    let fail = true;
    await page.route('**/api/employees?*', (route) => (fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback()));
    await page.goto('/employees');
    await expect(page.getByRole('alert').filter({ hasText: 'Server error. Please try again later.' }).filter({ has: page.getByRole('button', { name: 'Try again' }) })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: /retry|try again/i }).first().click();
    await expect(new EmployeesPage(page).row('@sara')).toBeVisible();
  });

  test('in Arabic the table mirrors and numbers use Arabic digits', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await new LoginPage(page).storeSessionOf('demo');
    const employees = new EmployeesPage(page);
    await employees.open();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(employees.headers.first()).toHaveText('الرقم');
    const table = (await employees.table.boundingBox())!;
    const first = (await employees.headers.first().boundingBox())!;
    const second = (await employees.headers.nth(1).boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);
    expect(table.x + table.width - (first.x + first.width)).toBeLessThan(24);
    expect((await employees.columnTexts(0))[0]).toMatch(/^[٠-٩]+$/);
    await expect(employees.row('@sara')).toContainText(/(ساعة|دقيقة|ثانية|يوم|أيام|ساعات|دقائق|ثوان)/);
    await expectOneDigitSystem(page, 'employees');
  });
});
