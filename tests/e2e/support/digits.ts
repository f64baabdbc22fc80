// One digit system per locale: an Arabic screen writes its numbers in Arabic-Indic digits. Latin
// digits may stay only in what the user or the data owns, marked as such: inputs, codes, and
// isolated text (dir="ltr" for phones, e-mails and handles; dir="auto" or <bdi> for names; LRI…PDI in a sentence).
import { expect, type Page } from '@playwright/test';

/** The visible texts of the page that hold a Latin digit outside those places (empty when none). */
export async function findLatinDigits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const OWNED = 'input, textarea, select, code, kbd, bdi, [dir="ltr"], [dir="auto"], script, style';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      // Text between LRI and PDI (U+2066…U+2069) is isolated left to right as <bdi dir="ltr"> is: a code in a sentence (+965);
      // between FSI and PDI (U+2068…U+2069) as <bdi dir="auto"> is: a name in a server-written sentence (a notification's product).
      if (!/[0-9]/.test(text.replace(/[\u2066\u2068][^\u2069]*\u2069/g, '')) || !parent || parent.closest(OWNED)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text.trim());
    }
    return found;
  });
}

export async function expectOneDigitSystem(page: Page, screen: string) {
  expect(await findLatinDigits(page), `Latin digits on the Arabic ${screen} screen`).toEqual([]);
}
