import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Page } from '@playwright/test';

const CSP_TEXT = /Content[- ]Security[- ]Policy/i;

/**
 * Records every Content-Security-Policy violation in `context`: the `securitypolicyviolation` event
 * of each page and frame, and Chromium's console report (which also covers what happens before any
 * script of ours runs).
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__souqdeskCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __souqdeskCspViolation?: (t: string) => void }).__souqdeskCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (CSP_TEXT.test(message.text())) violations.push(message.text());
  });
}

/**
 * React's production errors for a page it could not hydrate as prerendered (418: the markup differs,
 * 419: a part never finished on the server): the prerendered /login must match the app's first render.
 */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b/;

/**
 * Every spec imports `test` from here: each test fails when the page it drove reported a CSP
 * violation or a failed hydration. Specs that open contexts of their own call `watchCsp(context, cspViolations)`.
 */
export const test = base.extend<{ cspViolations: string[]; hydrationErrors: string[] }>({
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (e) => {
        if (HYDRATION_ERROR.test(e.error().message)) errors.push(e.error().message);
      });
      await use(errors);
      expect(errors, 'React could not hydrate the prerendered page').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
