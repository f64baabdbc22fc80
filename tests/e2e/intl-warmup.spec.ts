// Boot's Intl warm-up (src/boot/intl-warmup.ts) fails softly by design, so a broken worker URL or a
// Content-Security-Policy that refuses the worker would only show as a slower first screen: this spec
// checks that the worker loads and finishes its work in both languages (the fixtures fail on any CSP
// violation).
import { expect, test } from './fixtures';

/** The outcome boot recorded for the warm-up, once it has one. */
async function warmUpOutcome(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => performance.getEntriesByName('intl-warmup').length > 0);
  return page.evaluate(() => (performance.getEntriesByName('intl-warmup')[0] as PerformanceMark).detail as string);
}

for (const locale of ['en', 'ar'] as const) {
  test(`the Intl warm-up worker loads and formats (${locale})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('souqdesk.locale', l), locale);
    const worker = page.waitForEvent('worker');
    const script = page.waitForResponse((r) => /intl-warmup\.worker[^/]*\.js$/.test(r.url()));
    await page.goto('/login');

    expect((await script).status()).toBe(200);
    expect((await worker).url()).toMatch(/intl-warmup\.worker/);
    // "too-slow" is boot giving up waiting on a busy machine (it then formats on the main thread);
    // "failed" is the worker refused, missing or throwing, which is what this spec is for.
    expect(['ready', 'too-slow']).toContain(await warmUpOutcome(page));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}
