import { describe, expect, it } from 'vitest';
import { exposureWarnings, isLoopbackHost, loadConfig } from './config';

// Demo accounts (a published password) and the payment sandbox (test cards pay)
// only where nobody else reaches them, unless asked for by name, and then said loudly.

describe('demo accounts and the payment sandbox by where the server listens', () => {
  it('a plain `npm start` listens on this machine only, with the demo and the sandbox, and nothing to warn about', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.demoSeed).toBe(true);
    expect(config.paymentSandbox).toBeDefined();
    expect(exposureWarnings(config)).toEqual([]);
  });

  it('HOST=0.0.0.0 without asking: no demo accounts, no sandbox, nothing to warn about', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'souqdesk.example']) {
      const config = loadConfig({ HOST, NODE_ENV: 'development' });
      expect(config.demoSeed).toBe(false);
      expect(config.paymentSandbox).toBeUndefined();
      expect(exposureWarnings(config)).toEqual([]);
    }
  });

  it('HOST=0.0.0.0 with SEED_DEMO=1 and PAYMENT_SANDBOX=1: both, each with a loud warning', () => {
    const config = loadConfig({ HOST: '0.0.0.0', SEED_DEMO: '1', PAYMENT_SANDBOX: '1' });
    expect(config.demoSeed).toBe(true);
    expect(config.paymentSandbox).toBeDefined();
    const warnings = exposureWarnings(config);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^DEMO ACCOUNTS ON .*0\.0\.0\.0/);
    expect(warnings[1]).toMatch(/^PAYMENT SANDBOX ON .*0\.0\.0\.0/);
  });

  it('production asks the same, on any address; SEED_DEMO=0 and PAYMENT_SANDBOX=0 turn them off on this machine too', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect([production.demoSeed, production.paymentSandbox]).toEqual([false, undefined]);
    const asked = loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(asked.demoSeed).toBe(true);
    expect(exposureWarnings(asked)).toEqual([expect.stringMatching(/^DEMO ACCOUNTS ON .*in production/)]);
    const off = loadConfig({ SEED_DEMO: '0', PAYMENT_SANDBOX: '0' });
    expect([off.demoSeed, off.paymentSandbox]).toEqual([false, undefined]);
  });

  it('tells loopback addresses from the rest', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', '127.0.0.1.evil.example', 'localhost.example']) expect(isLoopbackHost(host)).toBe(false);
  });
});
