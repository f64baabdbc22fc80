// axe-core on what the page shows now: any serious or critical violation fails, listed by rule and
// element, so the failure reads as a to-do list (contrast, names, labels, landmarks).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './settled';

export type Finding = { rule: string; impact: string; help: string; targets: string[] };

/** An open modal dialog: while it shows, the page behind it is inert and out of the accessibility tree. */
const OPEN_MODAL = '[role=dialog][aria-modal=true], [role=alertdialog][aria-modal=true]';

/**
 * Serious and critical axe findings on the page as shown (after animations settle: a fading dialog has no
 * final contrast). With a modal dialog open only the dialog is read: nobody can reach the page behind it,
 * and each page behind a dialog is checked as a screen of its own (on the products page that halves a
 * dialog's check).
 */
export async function findInaccessible(page: Page): Promise<Finding[]> {
  await animationsSettled(page);
  const modal = (await page.locator(OPEN_MODAL).count()) > 0;
  const builder = new AxeBuilder({ page });
  if (modal) builder.include(OPEN_MODAL);
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Headless UI's focus guards around a portalled popover: aria-hidden on purpose, they only pass
    // focus on to the panel or back to its button (not controls anyone operates).
    .exclude('[data-headlessui-focus-guard]')
    .exclude('[id^="headlessui-focus-sentinel"]')
    // Only violations are read: axe then keeps no node lists of what passed (a quarter of the time), and
    // axe.run in the page itself instead of runPartial and finishRun in a second page (half of the rest).
    // Both measured to report the same violations; legacy mode only skips cross-origin frames (none here).
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 8) }));
}

/** Fails the test (softly: every screen is still visited) with each serious or critical finding on `screen`. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect.soft(await findInaccessible(page), `axe: serious or critical violations on ${screen}`).toEqual([]);
}
