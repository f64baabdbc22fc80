// The requests' day filter in Arabic: a month grid in Arabic words and digits (the native input
// wrote 'mm/dd/yyyy'), driven by the keyboard; the chosen day filters the list to that day.
import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { RequestsPage } from './pages/requests.page';
import { expectOneDigitSystem } from './support/digits';

/** The Kuwait calendar days ('YYYY-MM-DD') of the rendered rows' dates. */
const rowDays = (page: Page) => new RequestsPage(page).rows.locator('time').evaluateAll((times) =>
  times.map((t) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date(t.getAttribute('datetime')!))));

const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

test('in Arabic the requests date filter is a calendar in Arabic digits; a day chosen by keyboard filters the list', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await new LoginPage(page).storeSessionOf('demo');
  const requests = new RequestsPage(page);
  await requests.open();
  const [day] = await rowDays(page);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());

  await page.getByRole('button', { name: /^التاريخ: أي يوم$/ }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
  await expect(grid.getByRole('columnheader').first()).toHaveAttribute('abbr', 'السبت');
  await expectOneDigitSystem(page, 'date picker');

  // Page Up walks back a month at a time; the arrows then reach the day.
  for (let i = 0; i < monthsBetween(day, today); i++) await page.keyboard.press('PageUp');
  const dayNumber = new Intl.NumberFormat('ar-KW').format(Number(day.slice(8)));
  await grid.getByRole('button').filter({ hasText: new RegExp(`^${dayNumber}$`) }).press('Enter');

  await expect(grid).toBeHidden();
  const pill = page.getByRole('button', { name: /^التاريخ: / });
  await expect(pill).not.toContainText('أي يوم');
  await expect(pill).toContainText(dayNumber);
  await expect.poll(async () => [...new Set(await rowDays(page))]).toEqual([day]);

  await pill.click();
  await page.getByRole('button', { name: 'مسح التاريخ' }).click();
  await expect(page.getByRole('button', { name: /^التاريخ: أي يوم$/ })).toBeVisible();
});
