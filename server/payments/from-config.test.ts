import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loopbackUrl, paymentGatewayFromConfig, PAYMENTS_OFF_MESSAGE } from './from-config';

describe('payments from the environment', () => {
  it('uses the sandbox, mounted, when MyFatoorah is not configured', () => {
    const config = loadConfig({ PORT: '3456' });
    expect(config.payments).toBeUndefined();
    expect(config.paymentSandbox).toEqual({ token: expect.any(String), webhookSecret: expect.any(String), linkSecret: expect.any(String) });
    const gateway = paymentGatewayFromConfig(config);
    expect(gateway.name).toBe('sandbox');
    expect(gateway.embeddedForm).toEqual({ scriptUrl: '/sandbox/myfatoorah/session.js', countryCode: 'KWT', currencyCode: 'KWD' });
    expect(loopbackUrl(config)).toBe('http://127.0.0.1:3456');
  });

  it('keeps the sandbox off in production unless PAYMENT_SANDBOX=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).paymentSandbox).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).paymentSandbox).toBeDefined();
  });

  it('draws a new sandbox token and secrets on every start, none of them the ones it used to publish', () => {
    const [a, b] = [loadConfig({}).paymentSandbox!, loadConfig({}).paymentSandbox!];
    for (const value of [a.token, a.webhookSecret, a.linkSecret]) {
      expect(value).toMatch(/^[\w-]{43}$/);
      expect([b.token, b.webhookSecret, b.linkSecret]).not.toContain(value);
    }
    expect(new Set([a.token, a.webhookSecret, a.linkSecret]).size).toBe(3);
    expect([a.token, a.webhookSecret]).not.toContain('souqdesk-sandbox-token');
  });

  it('with neither MyFatoorah nor the sandbox, refuses every payment with a message that says how to turn them on', async () => {
    const gateway = paymentGatewayFromConfig(loadConfig({ NODE_ENV: 'production' }));
    await expect(gateway.initiateSession()).rejects.toMatchObject({ name: 'GatewayError', message: PAYMENTS_OFF_MESSAGE });
    expect(gateway.readWebhook('anything', '{}')).toBeNull();
  });

  it('talks to MyFatoorah when its base URL and token are set, with the matching script', () => {
    const test = loadConfig({ MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com/', MYFATOORAH_TOKEN: 't', MYFATOORAH_WEBHOOK_SECRET: 's' });
    expect(test.payments).toEqual({ baseUrl: 'https://apitest.myfatoorah.com', token: 't', webhookSecret: 's', scriptUrl: 'https://demo.myfatoorah.com/payment/v1/session.js' });
    expect(test.paymentSandbox).toBeUndefined();
    expect(paymentGatewayFromConfig(test).name).toBe('myfatoorah');
    const live = loadConfig({ MYFATOORAH_BASE_URL: 'https://api.myfatoorah.com', MYFATOORAH_TOKEN: 't' });
    expect(live.payments?.scriptUrl).toBe('https://portal.myfatoorah.com/payment/v1/session.js');
    const own = loadConfig({ MYFATOORAH_BASE_URL: 'https://api.myfatoorah.com', MYFATOORAH_TOKEN: 't', MYFATOORAH_SCRIPT_URL: 'https://cdn.example/session.js' });
    expect(paymentGatewayFromConfig(own).embeddedForm.scriptUrl).toBe('https://cdn.example/session.js');
  });
});
