import type { Page } from '@playwright/test';

/** Waits until no CSS animation or transition runs: a dialog or drawer still moving has no final box yet. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
