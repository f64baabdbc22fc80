import { expect, test, type Page } from './fixtures';
import { latestMailTo } from './outbox';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a company applies through Join Us: errors first, then the success dialog and an e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Join Us' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Company info');

  // Step 2 only with step 1 complete.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Fill in all required fields')).toBeVisible();

  await dialog.getByLabel(/^Company name/).fill('Gulf Barter Hub');
  await choose(page, 'Company size', '11-50 employees');
  await expect(dialog.getByRole('button', { name: /^City/ })).toBeDisabled();
  await choose(page, 'Country', 'Saudi Arabia');
  await choose(page, 'City', 'Jeddah');
  // Another country empties the city and offers its own list.
  await choose(page, 'Country', 'Kuwait');
  await expect(dialog.getByRole('button', { name: /^City/ })).toContainText('Choose a city');
  await choose(page, 'City', 'Salmiya');
  await dialog.getByLabel(/^Full address/).fill('Block 10, Salem Al-Mubarak St., Salmiya');
  await dialog.getByLabel(/^About the company/).fill('Electronics and home goods, new and used.');

  const file = dialog.getByLabel(/^Company profile/);
  await file.setInputFiles({ name: 'profile.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('Only PDF files are allowed')).toBeVisible();
  await file.setInputFiles({ name: 'profile.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('profile.pdf')).toBeVisible();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel(/^E-mail/)).toBeVisible();
  await expect(dialog.getByLabel('Country code +965')).toBeVisible();

  await dialog.getByLabel(/^E-mail/).fill('hello@gulf-barter');
  await dialog.getByLabel(/^Phone number/).fill('5551234');
  await dialog.getByLabel(/^Website/).fill('not a site');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Fill in all required fields')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('incorrect website format')).toBeVisible();

  await dialog.getByLabel(/^E-mail/).fill('Hello@Gulf-Barter.com');
  await dialog.getByLabel(/^Phone number/).fill('55512345');
  await dialog.getByLabel(/^Website/).fill('gulf-barter.com');
  await dialog.getByLabel(/terms and conditions/).check();
  await dialog.getByLabel(/privacy policy/).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByText('Request sent', { exact: true })).toBeVisible();
  await expect(page.getByText('Our team replies within 24 hours.')).toBeVisible();
  const mail = await latestMailTo('hello@gulf-barter.com');
  expect(mail.text).toMatch(/24/);
});
