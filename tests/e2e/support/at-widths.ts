import type { Page } from '@playwright/test';

type Viewport = { width: number; height: number };

/**
 * Checks one screen at each of `viewports` in a single visit: the layout is CSS, so a resized page shows
 * what a fresh page at that width shows, and the screen is reached once instead of once a width.
 * `check` gets a label for its messages ("<screen> at 390 px"). With `shotsDir` (a spec's *_SHOTS
 * variable) a PNG of each width is saved as `<screen>-<width>.png`. Ends back at the first viewport.
 */
export async function atWidths(
  page: Page,
  viewports: readonly Viewport[],
  screen: string,
  check: (at: string) => Promise<void>,
  shotsDir = '',
): Promise<void> {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await check(`${screen} at ${viewport.width} px`);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/${screen.replaceAll(' ', '-')}-${viewport.width}.png` });
  }
  await page.setViewportSize(viewports[0]);
}
