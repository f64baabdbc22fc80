// Dev tool: screenshots of screens in English and Arabic, to look at what we built.
// npx tsx scripts/screenshot.ts <baseUrl> <outDir> [--login user] [--mobile] path...
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../tests/e2e/env';

const args = process.argv.slice(2);
const [base, out] = args;
const login = args.includes('--login') ? args[args.indexOf('--login') + 1] : null;
const mobile = args.includes('--mobile');
const paths = args.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--login');

const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const locale of ['en', 'ar']) {
  const context = await browser.newContext({ viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }, permissions: ['notifications'] });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((l) => localStorage.setItem('souqdesk.locale', l), locale);
  if (login) {
    await page.goto(`${base}/login`);
    await page.getByLabel(/user name|اسم المستخدم/i).fill(login);
    await page.locator('input[type=password]').fill('Demo@12345');
    // The prerendered form submits once the app has taken it over (its button is enabled then).
    await page.locator('button[type=submit]:not([disabled])').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  for (const path of paths) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle").catch(() => {});
    await page.waitForTimeout(700);
    const name = `${out}/${path.replace(/[/?=&#]+/g, '_') || 'root'}-${locale}${mobile ? '-mobile' : ''}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
  }
  await context.close();
}
await browser.close();
