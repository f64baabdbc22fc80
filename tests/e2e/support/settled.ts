import type { Page } from '@playwright/test';

/** Waits until no CSS animation or transition runs: a dialog or drawer still moving has no final box yet. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Waits until a closed dialog has taken its history entry away (use-dialog-history.ts goes back one
 * entry after the dialog hides): a `page.goto` during that step is aborted by it (net::ERR_ABORTED).
 */
export async function dialogHistorySettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !(history.state as Record<string, unknown> | null)?.souqdeskDialog);
}
