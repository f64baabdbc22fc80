import { expect, test, type Page } from './fixtures';
import { latestMailTo } from './outbox';
import { LoginPage } from './pages/login.page';

// An administrator reviews Join Us applications in the browser while the server runs.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Applies through the Join Us dialog of the sign-in screen, with a PDF. */
async function applyThroughJoinUs(page: Page, company: string, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Join Us' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Company name/).fill(company);
  await choose(page, 'Company size', '11-50 employees');
  await choose(page, 'Country', 'Kuwait');
  await choose(page, 'City', 'Salmiya');
  await dialog.getByLabel(/^Full address/).fill('Block 10, Salem Al-Mubarak St., Salmiya');
  await dialog.getByLabel(/^Company profile/).setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(/^Phone number/).fill('55512345');
  await dialog.getByLabel(/terms and conditions/).check();
  await dialog.getByLabel(/privacy policy/).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent', { exact: true })).toBeVisible();
}

test('an applicant applies, the administrator approves in the browser, the applicant signs in with the mailed credentials', async ({ page, browser }) => {
  const email = `review-${Date.now()}@gulf-review.test`;
  await applyThroughJoinUs(page, 'Gulf Review Traders', email);

  const adminPage = await browser.newPage();
  await new LoginPage(adminPage).storeSessionOf('admin');
  await adminPage.goto('/');
  // The administrator's home is the review, with its drawer item.
  await expect(adminPage).toHaveURL(/\/admin\/join-requests$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Join Us applications' })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'Join Us applications' }).first()).toBeVisible();
  const card = adminPage.getByRole('article', { name: 'Gulf Review Traders' });
  await expect(card).toContainText(email);
  await expect(card.getByRole('button', { name: 'Open the PDF (licence.pdf)' })).toBeVisible();

  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Approve Gulf Review Traders?' });
  await confirm.getByRole('button', { name: 'Approve and e-mail' }).click();
  await expect(confirm).toBeHidden();
  await expect(adminPage.getByText('Approved: the applicant was e-mailed the account\'s details.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(adminPage.getByRole('article', { name: 'Gulf Review Traders' })).toContainText(/Approved by admin on/);
  await adminPage.close();

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Welcome to Souqdesk: your seller account is ready');
  const userName = /User name: (\S+)/.exec(mail.text)![1];
  const password = /Password: (\S+)/.exec(mail.text)![1];
  await page.goto('/login');
  await new LoginPage(page).signInWithForm(userName, password);
  // A company user has no review in the drawer, and the server refuses its API.
  await expect(page.getByRole('link', { name: 'Join Us applications' })).toHaveCount(0);
  const refused = await page.request.get('/api/admin/join-requests', {
    headers: { authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('souqdesk.auth') ?? '{}').token as string)}` },
  });
  expect(refused.status()).toBe(403);
});

test('in Arabic the administrator declines with a reason, which the applicant receives in Arabic', async ({ page }) => {
  const email = `declined-${Date.now()}@gulf-review.test`;
  const applied = await page.request.post('/api/join-requests', {
    headers: { 'accept-language': 'ar' },
    multipart: {
      companyName: 'متجر المراجعة', companySize: '1-10', country: 'KW', city: 'hawalli', fullAddress: 'قطعة ٢، شارع بيروت',
      email, phoneNumber: '+96555500022', acceptTerms: 'true', acceptPrivacy: 'true',
    },
  });
  expect(applied.status()).toBe(201);

  await new LoginPage(page).storeSessionOf('admin', { locale: 'ar' });
  await page.goto('/admin/join-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات الانضمام' })).toBeVisible();
  const card = page.getByRole('article', { name: 'متجر المراجعة' });
  await expect(card).toContainText('لا يوجد ملف PDF مرفق');
  await card.getByRole('button', { name: 'رفض' }).click();
  const dialog = page.getByRole('dialog', { name: 'رفض متجر المراجعة' });
  await dialog.getByRole('button', { name: 'الرفض والإرسال' }).click();
  await expect(dialog.getByText('اكتب سبب الرفض')).toBeVisible();
  await dialog.getByLabel(/سبب الرفض/).fill('الرخصة التجارية منتهية');
  await dialog.getByRole('button', { name: 'الرفض والإرسال' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('تم الرفض: أُرسل السبب إلى مقدّم الطلب.')).toBeVisible();

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('طلب انضمامك إلى سوق ديسك');
  expect(mail.text).toContain('السبب: الرخصة التجارية منتهية');
  await page.getByRole('button', { name: 'مرفوض', exact: true }).click();
  await expect(page.getByRole('article', { name: 'متجر المراجعة' })).toContainText('الرخصة التجارية منتهية');
});
