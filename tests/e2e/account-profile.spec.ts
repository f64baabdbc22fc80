// (account form and profile picture): an employee edits their name and phone in the account
// section and finds them kept after a reload (English, and Arabic with Arabic digits); the company user
// sets a picture in account settings, sees it in the top bar and the employees table without a reload,
// and removes it after a confirmation. Employees are made per test (the seed's users are shared); the
// company user's picture is removed again whatever happens.
import { expect, test, type APIRequestContext } from './fixtures';
import { LoginPage } from './pages/login.page';

const DEMO_PASSWORD = 'Demo@12345';
/** A 1×1 PNG, and a text file named like one (refused by its content). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const NOT_AN_IMAGE = Buffer.from('just some text, not a picture\n');

async function demoToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { login: 'demo', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()).token;
}

/** A fresh employee of the demo company, made by the demo company user through the API. */
async function newEmployee(request: APIRequestContext, name: string): Promise<{ userName: string; password: string }> {
  const token = await demoToken(request);
  const userName = `${name}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const password = 'Start@2026';
  const made = await request.post('/api/employees', {
    headers: { authorization: `Bearer ${token}` },
    data: { fullName: `Profile ${name}`, phone: '55512345', email: `${userName}@profile.test`, userName, password, passwordConfirmation: password, roles: ['employee'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { userName, password };
}

test.describe('the account form and the profile picture', () => {
  test('an employee edits name and phone, sees the top bar follow, and finds them kept after a reload', async ({ page, request }) => {
    const user = await newEmployee(request, 'pf');
    await new LoginPage(page).storeSessionOf(user.userName, { password: user.password });
    await page.goto('/userAccount?activeSection=account');
    await expect(page.getByRole('link', { name: 'Info' })).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('form', { name: 'Personal information' });
    await form.getByLabel(/^First name/).fill('Hessa');
    await form.getByLabel(/^Last name/).fill('Al-Mutairi');
    const phone = form.getByLabel(/^Phone/);
    await phone.fill('1234');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Phone number must be exactly 8 digits')).toBeVisible();
    await phone.fill('+965 9988 7766');
    await expect(phone).toHaveValue('99887766');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details were saved')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hessa Al-Mutairi')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel(/^First name/)).toHaveValue('Hessa');
    await expect(form.getByLabel(/^Last name/)).toHaveValue('Al-Mutairi');
    await expect(form.getByLabel(/^Phone/)).toHaveValue('99887766');
    await expect(page.getByRole('banner').getByText('Hessa Al-Mutairi')).toBeVisible();
  });

  test('in Arabic: Arabic digits in the phone, the §5 message in Arabic, kept after a reload', async ({ page, request }) => {
    const user = await newEmployee(request, 'pa');
    await new LoginPage(page).storeSessionOf(user.userName, { password: user.password, locale: 'ar' });
    await page.goto('/userAccount?activeSection=account');
    const form = page.getByRole('form', { name: 'المعلومات الشخصية' });
    await form.getByLabel(/^الاسم الأول/).fill('نورة');
    await form.getByLabel(/^اسم العائلة/).fill('الكندري');
    const phone = form.getByLabel(/^الهاتف/);
    await phone.fill('٥٥٥');
    await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await phone.fill('٦٦٥٥٤٤٣٣');
    await expect(phone).toHaveValue('66554433');
    await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByText('تم حفظ بياناتك')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel(/^الاسم الأول/)).toHaveValue('نورة');
    await expect(form.getByLabel(/^اسم العائلة/)).toHaveValue('الكندري');
    await expect(form.getByLabel(/^الهاتف/)).toHaveValue('66554433');
    await expect(page.getByRole('banner').getByText('نورة الكندري')).toBeVisible();
  });

  test('the company user sets a picture (a text file refused), sees it in the top bar and the employees table, then removes it', async ({ page, request }) => {
    const token = await demoToken(request);
    const clear = () => request.post('/api/users/delete-image', { headers: { authorization: `Bearer ${token}` }, data: { _method: 'DELETE' } });
    expect((await clear()).status()).toBe(204);
    try {
      await new LoginPage(page).storeSessionOf('demo', { password: DEMO_PASSWORD });
      await page.goto('/userAccount?activeSection=privacy');
      const card = page.getByRole('region', { name: 'Profile picture' });
      await card.getByRole('button', { name: 'Add picture' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a profile picture' });
      await dialog.getByRole('button', { name: 'Save picture' }).click();
      await expect(dialog.getByText('Please choose a picture')).toBeVisible();
      await dialog.getByTestId('picture-file').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
      await expect(dialog.getByText('Only PNG and JPG images are allowed')).toBeVisible();
      await dialog.getByTestId('picture-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByText('me.png')).toBeVisible();
      await dialog.getByRole('button', { name: 'Save picture' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Your picture was saved')).toBeVisible();

      const topBarPicture = page.getByRole('banner').locator('img[src^="/uploads/avatars/"]');
      await expect(topBarPicture).toBeVisible();
      const url = await topBarPicture.getAttribute('src');
      await expect(card.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', url!);

      // The employees table (reached without a reload) shows the company user's new picture on its row.
      await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).first().click();
      await expect(page).toHaveURL(/\/employees/);
      await expect(page.locator(`main img[src="${url}"]`).first()).toBeVisible();

      await page.goBack();
      await card.getByRole('button', { name: 'Remove picture' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove your profile picture?' });
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('Your picture was removed')).toBeVisible();
      await expect(topBarPicture).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Add picture' })).toBeVisible();
    } finally {
      await clear();
    }
  });
});
