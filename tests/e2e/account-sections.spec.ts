// The ads, services and requests sections of /userAccount; an ad's menu opens
// the boost dialog in place (and offers only what the ad may take); the services section shows the
// membership card's countdown and the service tabs with their counts and expandable bookings; the
// requests section lists the company's requests; once in Arabic (words and digits).
// ACCOUNT_SHOTS=<folder> also saves PNGs of the sections at 1440 and 390 px in each language.
import { expect, test, type Page } from './fixtures';
import { at, texts } from './support/locale-text';
import { LoginPage } from './pages/login.page';
import { RequestsPage } from './pages/requests.page';
import { expectNoOverflow } from './support/no-overflow';
import { animationsSettled } from './support/settled';

const en = texts('en', 'account');
const ar = texts('ar', 'account');
const SHOTS = process.env.ACCOUNT_SHOTS;

// Each test walks a section or three on a busy machine: room beyond the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, user: string, section: string, locale?: 'ar') {
  await new LoginPage(page).storeSessionOf(user, { locale });
  await page.goto(`/userAccount?activeSection=${section}`);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const ads = (page: Page) => page.getByTestId('account-ad');
const card = (page: Page) => page.getByTestId('membership-card');

test('ads section: an active, unboosted ad’s menu opens the boost dialog with that ad; boosted or inactive ads are not offered a boost', async ({ page }) => {
  await open(page, 'demo', 'ads');
  await expect(page.getByRole('heading', { name: at(en, 'ads.title') })).toBeVisible();
  await expect(ads(page).first()).toBeVisible();
  await shot(page, 'ads-en-desktop');

  // Each ad's pills say whether it may be boosted; the first one that may is boosted from its menu.
  const count = await ads(page).count();
  let boosted = false;
  for (let i = 0; i < count && !boosted; i += 1) {
    const ad = ads(page).nth(i);
    const mayBoost = (await ad.getByText(at(en, 'ads.active'), { exact: true }).count()) > 0
      && (await ad.getByText(at(en, 'ads.boosted'), { exact: true }).count()) === 0;
    const name = (await ad.locator('.user-text').first().textContent())!;
    await ad.getByRole('button', { name: `Services for ${name}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: at(en, 'ads.service.refresh') })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: at(en, 'ads.service.boost') })).toHaveCount(mayBoost ? 1 : 0);
    if (!mayBoost) {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      continue;
    }
    await menu.getByRole('menuitem', { name: at(en, 'ads.service.boost') }).click();
    const dialog = page.getByRole('dialog', { name: 'Boost ad' });
    await expect(dialog.getByRole('heading', { name: 'Boost ad' })).toBeVisible();
    // It opens with the ad chosen: its name is in the dialog, the address stays on the section.
    await expect(dialog.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/userAccount\?activeSection=ads$/);
    await shot(page, 'ads-boost-en-desktop');
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('heading', { name: 'Boost ad' })).toBeHidden();
    boosted = true;
  }
  expect(boosted, 'one of the first ads may be boosted').toBe(true);
});

test('services section: the countdown to the membership’s end and the service tabs with counts and expandable bookings', async ({ page }) => {
  await open(page, 'demo', 'services');
  await expect(card(page).getByTestId('membership-countdown')).toContainText(/\d+ days? and \d+ hours?/);
  const tabs = card(page).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(tabs.nth(0)).toContainText('Flash sales');
  await expect(tabs.nth(1)).toContainText('Boost ad');
  await expect(tabs.nth(2)).toContainText('Refresh credits');
  await expect(tabs.nth(3)).toContainText('Banners');
  // Each tab's count is the number of bookings its panel lists.
  let expanded = false;
  for (let i = 0; i < 4; i += 1) {
    await tabs.nth(i).click();
    const shown = Number(await tabs.nth(i).getByTestId('service-tab-count').textContent());
    const panel = card(page).getByRole('tabpanel');
    await expect(panel.getByTestId('service-item')).toHaveCount(shown);
    if (shown > 0 && !expanded) {
      const item = panel.getByTestId('service-item').first();
      await expect(item.getByText('Dates')).toBeHidden();
      await item.getByRole('button').first().click();
      await expect(item.getByText('Dates')).toBeVisible();
      await expect(item.getByText('Amount')).toBeVisible();
      expanded = true;
    }
  }
  expect(expanded, 'demo has bookings to expand').toBe(true);
  await shot(page, 'services-en-desktop');
});

test('requests section: the company’s requests, under the account screen’s title', async ({ page }) => {
  await open(page, 'demo', 'requests');
  await expect(page.getByRole('heading', { level: 1, name: at(en, 'title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Requests' })).toBeVisible();
  const requests = new RequestsPage(page);
  await expect(requests.rows.first()).toBeVisible();
  await requests.rows.first().click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /Request no\./ })).toBeVisible();
  await shot(page, 'requests-en-desktop');
});

test('an employee sees the company’s ads without a service menu', async ({ page }) => {
  await open(page, 'sara', 'ads');
  await expect(ads(page).first()).toBeVisible();
  await expect(page.getByText(at(en, 'ads.subtitle-employee'))).toBeVisible();
  await expect(page.getByRole('button', { name: /^Services for / })).toHaveCount(0);
});

test('in Arabic on a 390 px phone: the sections in Arabic words and digits, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'demo', 'services', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const countdown = card(page).getByTestId('membership-countdown');
  await expect(countdown).toContainText(/[٠-٩]+ (يوم|أيام|يومًا|يومان).* و.*(ساعة|ساعات|ساعتان)/);
  await expect(countdown).not.toContainText(/[0-9]/);
  const tabs = card(page).getByRole('tab');
  await expect(tabs.nth(0)).toContainText('التخفيضات السريعة');
  await expect(tabs.nth(1).getByTestId('service-tab-count')).toHaveText(/^[٠-٩]+$/);
  await expectNoOverflow(page, 'services (ar, 390 px)');
  await shot(page, 'services-ar-390');

  await page.getByRole('link', { name: at(ar, 'tabs.ads') }).click();
  await expect(page.getByRole('heading', { name: at(ar, 'ads.title') })).toBeVisible();
  await expect(ads(page).first()).toBeVisible();
  await expect(ads(page).first()).toContainText(/د\.ك|[٠-٩]/);
  await expectNoOverflow(page, 'ads (ar, 390 px)');
  await shot(page, 'ads-ar-390');

  await page.getByRole('link', { name: at(ar, 'tabs.requests') }).click();
  await expect(new RequestsPage(page).rows.first()).toBeVisible();
  await expectNoOverflow(page, 'requests (ar, 390 px)');
  await shot(page, 'requests-ar-390');
});

test('company section: the category picker offers the catalogue’s top-level categories, in Arabic too', async ({ page }) => {
  await open(page, 'demo', 'company');
  const picker = page.getByRole('button', { name: /^Category/ });
  await picker.click();
  await expect(page.getByRole('option', { name: 'No category' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Vehicles' })).toBeVisible();
  // Only top-level ones: a subcategory of Vehicles is not offered.
  await expect(page.getByRole('option', { name: 'SUVs' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Vehicles' }).click();
  await expect(picker).toContainText('Vehicles');

  await open(page, 'demo', 'company', 'ar');
  await page.getByRole('button', { name: /^الفئة/ }).click();
  await expect(page.getByRole('option', { name: 'مركبات' })).toBeVisible();
});
