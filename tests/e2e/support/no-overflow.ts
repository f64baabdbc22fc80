// Fails when the page scrolls sideways or a visible element reaches past the viewport's edge: what a
// seller on a phone sees as a cut-off input or button. Parts inside a narrower container that scrolls
// or clips sideways (a wide table) count only as far as that container shows them; a clipping
// container as wide as the viewport (a dialog's scrolling backdrop) hides overflow as the page would.
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './settled';

export type Overflow = { what: string; start: number; end: number };

/** The sideways overflow of the page as shown now (empty when none). */
export async function findOverflow(page: Page): Promise<{ viewport: number; scrollWidth: number; elements: Overflow[] }> {
  // A drawer or dialog sliding in is past the edge on purpose: measure once it has come to rest.
  await animationsSettled(page);
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const TOLERANCE = 1; // sub-pixel rounding
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const elements: Overflow[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'contents' || Number(style.opacity) === 0) continue;
      const rect = el.getBoundingClientRect();
      let { left, right } = rect;
      const { width, height } = rect;
      if (width <= 1 || height <= 1) continue; // sr-only text and empty boxes
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (!clips(a)) continue;
        const box = a.getBoundingClientRect();
        if (box.width >= viewport - TOLERANCE) continue;
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (right - left <= 1) continue; // fully clipped away
      if (left < -TOLERANCE || right > viewport + TOLERANCE) {
        const text = (el.textContent ?? '').trim().slice(0, 30);
        elements.push({ what: `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')} "${text}"`, start: Math.round(left), end: Math.round(right) });
      }
    }
    return { viewport, scrollWidth: document.documentElement.scrollWidth, elements: elements.slice(0, 8) };
  });
}

/**
 * Asserts that `screen` (a name for the report) has no sideways overflow. Retried within the expectation's
 * time: after a resize, an anchored panel keeps the inline max-width Headless UI gave it for the old width
 * until its next placement (a frame or more later on a busy machine); an overflow that stays still fails.
 */
export async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  await expect.poll(async () => {
    const found = await findOverflow(page);
    return { screen, sideways: found.scrollWidth - found.viewport, elements: found.elements };
  }, { message: `${screen} overflows sideways` }).toEqual({ screen, sideways: 0, elements: [] });
}
