// (company half), /userAccount?activeSection=company: the company user edits the company, sees
// the marker follow the coordinates (typed by hand: this machine has no network, the tiles fail and the
// form still saves) and a click on the editable map, uploads the three documents, and finds it all
// after a reload; once in Arabic.
// COMPANY_SHOTS=<folder> also saves a PNG of the section at 1440 and 390 px in each language.
import { FULL_CHROMIUM_LAUNCH } from './env';
import { expect, test, type Page } from './fixtures';
import { texts } from './support/locale-text';
import { LoginPage } from './pages/login.page';
import { expectNoOverflow } from './support/no-overflow';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// A document opens in the browser's PDF viewer, which the headless shell does not have (it downloads it).
test.use({ launchOptions: FULL_CHROMIUM_LAUNCH });

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const DOCUMENTS = [
  { type: 'trade_license', name: 'trade-licence.pdf', mimeType: 'application/pdf', buffer: PDF },
  { type: 'commercial_register', name: 'register.png', mimeType: 'image/png', buffer: PNG },
  { type: 'responsible_person_id', name: 'owner-id.pdf', mimeType: 'application/pdf', buffer: PDF },
] as const;

type Texts = Record<string, string>;
const en = texts('en', 'company') as Texts;
const ar = texts('ar', 'company') as Texts;
const marker = (page: Page) => page.getByTestId('company-map').locator('.leaflet-marker-icon');

async function openCompany(page: Page, user: string, texts: Texts, locale?: 'ar') {
  await new LoginPage(page).storeSessionOf(user, { locale });
  await page.goto('/userAccount?activeSection=company');
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(page.getByTestId('company-map')).toBeVisible();
}

async function uploadAll(page: Page) {
  for (const doc of DOCUMENTS) {
    await page.getByTestId(`file-${doc.type}`).setInputFiles({ name: doc.name, mimeType: doc.mimeType, buffer: doc.buffer });
    await expect(page.locator(`[data-document="${doc.type}"]`)).toContainText(doc.name);
  }
}

async function typeCoordinates(page: Page, texts: Texts, lat: string, lng: string) {
  await page.getByLabel(texts.latitude).fill(lat);
  await page.getByLabel(texts.longitude).fill(lng);
  await expect(marker(page)).toHaveAttribute('data-position', `${Number(lat)},${Number(lng)}`);
}

async function shots(page: Page, locale: string) {
  const folder = process.env.COMPANY_SHOTS;
  if (!folder) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/company-${locale}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the company user edits the company, moves the marker by hand and by a click, uploads the three documents', async ({ page }) => {
  await openCompany(page, 'rival', en);
  await page.getByLabel(en.name).fill('Rival Market Co.');
  await page.getByLabel(en.address).fill('Block 2, Hawalli');
  await page.getByLabel(en.phone).fill('+965 6666 1234');
  await page.getByLabel(en.website).fill('rival.example');

  // Typed coordinates place the marker; other ones move it (no tiles needed).
  await typeCoordinates(page, en, '29.3375', '48.0758');
  const before = await marker(page).boundingBox();
  await typeCoordinates(page, en, '29.3400', '48.0800');
  const after = await marker(page).boundingBox();
  expect(after!.x, 'the marker moved east').toBeGreaterThan(before!.x);
  expect(after!.y, 'the marker moved north').toBeLessThan(before!.y);

  // A click places the marker only once the edit switch is on.
  const map = page.getByTestId('company-map');
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 4, y: box.height / 4 } });
  await expect(page.getByLabel(en.latitude)).toHaveValue('29.3400');
  await page.getByRole('switch', { name: en['map-edit'] }).click();
  await expect(map).toHaveAttribute('data-editable', 'true');
  await map.click({ position: { x: box.width / 4, y: box.height / 4 } });
  await expect(page.getByLabel(en.latitude)).not.toHaveValue('29.3400');
  const clicked = await page.getByLabel(en.latitude).inputValue();
  expect(Number(clicked), 'north of where the map was centred').toBeGreaterThan(29.3375);
  await expect(marker(page)).toHaveAttribute('data-position', new RegExp(`^${clicked.replace('.', '\\.')},`));

  // Without the documents the form says what is missing.
  await page.getByRole('button', { name: en.save }).click();
  await expect(page.locator('[data-document="trade_license"]').getByRole('alert')).toHaveText('Fill in all required fields');
  await uploadAll(page);
  await typeCoordinates(page, en, '29.3375', '48.0758');
  await page.getByRole('button', { name: en.save }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(en.name)).toHaveValue('Rival Market Co.');
  await expect(page.getByLabel(en.phone)).toHaveValue('66661234');
  await expect(page.getByLabel(en.website)).toHaveValue('https://rival.example');
  await expect(marker(page)).toHaveAttribute('data-position', '29.3375,48.0758');
  await expect(marker(page)).toHaveAttribute('aria-label', /^Company location 29\.3/);
  for (const doc of DOCUMENTS) await expect(page.locator(`[data-document="${doc.type}"]`)).toContainText(doc.name);
  // The document opens from a private download (the token reads it).
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: en['document-open'].replace('{{name}}', 'trade-licence.pdf') }).click();
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await shots(page, 'en');
});

test('in Arabic: coordinates typed by hand and the three documents save', async ({ page }) => {
  await openCompany(page, 'fresh', ar as Texts, 'ar');
  await page.getByLabel(ar.name).fill('فريش سوق');
  await page.getByLabel(ar.address).fill('قطعة ٣، الجابرية');
  await page.getByLabel(ar.phone).fill('99990000');
  // Coordinates typed in Arabic-Indic digits with the Arabic decimal mark are kept as numbers and shown so.
  await page.getByLabel(ar.latitude).fill('٢٩٫٣١');
  await page.getByLabel(ar.longitude).fill('٤٨٫٠٣');
  await expect(marker(page)).toHaveAttribute('data-position', '29.31,48.03');
  await expect(page.getByLabel(ar.latitude)).toHaveValue('٢٩٫٣١');
  await uploadAll(page);
  await page.getByRole('button', { name: ar.save }).click();
  await expect(page.getByText('تم حفظ بيانات الشركة')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(ar.name)).toHaveValue('فريش سوق');
  await expect(marker(page)).toHaveAttribute('data-position', '29.31,48.03');
  await expect(page.getByLabel(ar.longitude)).toHaveValue('٤٨٫٠٣');
  // The marker is named in Arabic with Arabic digits (i18next once read a `lng` value as the language).
  await expect(marker(page)).toHaveAttribute('aria-label', /^موقع الشركة [٠-٩]/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page, 'company (ar, 390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shots(page, 'ar');
});
