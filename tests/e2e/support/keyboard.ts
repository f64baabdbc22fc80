import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: proves it is reachable by keyboard alone.
 * Fails after `max` presses, naming where the focus went.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    // A target out of reach for now (a modal menu opened on focus makes the rest inert) is not focused.
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 }).catch((error: Error) => {
      if (error.name === 'TimeoutError') return false;
      throw error;
    })) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`not reached by ${max} presses of Tab; focus is on ${at}`);
}

/** The focus sits on a control, never dropped to <body>. */
export async function expectFocusNotLost(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
}

/** The focused element shows a ring: an outline or a box-shadow from :focus-visible. */
export async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
  expect(ring, 'a visible focus ring').toBe(true);
}
