import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { appPolicy } from './security-headers';

// MyFatoorah's embedded form is a script of its portal that draws frames and calls home;
// the app's CSP lets that origin in when it is configured, and nothing else changes.
describe("the payment provider's origin in the app's CSP", () => {
  it('adds the portal of the configured session.js to script, frame, connect and image sources', () => {
    const policy = appPolicy('https://demo.myfatoorah.com/payment/v1/session.js');
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(policy[directive], directive).toContain('https://demo.myfatoorah.com');
      expect(policy[directive], directive).toContain("'self'");
    }
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
  });

  it("leaves the policy as it is for the sandbox's same-origin script, or none", () => {
    expect(appPolicy('/sandbox/myfatoorah/session.js')).toEqual(appPolicy());
    expect(appPolicy()['script-src']).toEqual(["'self'"]);
  });
});

describe('the app with MyFatoorah configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com', MYFATOORAH_TOKEN: 't' });
    await mkdir(ctx.config.distDir, { recursive: true });
    await writeFile(path.join(ctx.config.distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => ctx.dispose());

  it("sends the portal's origin in the pages' CSP (the payment screen loads its script); the API's data keeps its own", async () => {
    const page = await ctx.app.request('/payment?itemId=1');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self' https://demo.myfatoorah.com");
    expect(csp).toContain("frame-src 'self' https://demo.myfatoorah.com");
    expect((await ctx.app.request('/api/health')).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
