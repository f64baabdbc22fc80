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
 * Every spec imports `test` from here: each test fails when the page it drove reported a CSP
 * violation. Specs that open contexts of their own call `watchCsp(context, cspViolations)`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
