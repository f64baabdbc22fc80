import { expect, test } from './fixtures';

test('the built client runs under a CSP that blocks injected inline script, and the guard reports it', async ({ page, cspViolations }) => {
  const reply = await page.goto('/login');
  expect(reply?.headers()['content-security-policy']).toContain("script-src 'self'");
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
  // Caused on purpose: the fixture would fail this test otherwise.
  cspViolations.length = 0;
});
