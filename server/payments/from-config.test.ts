import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loopbackUrl, paymentGatewayFromConfig } from './from-config';

describe('payments from the environment', () => {
  it('uses the sandbox, mounted, when MyFatoorah is not configured', () => {
    const config = loadConfig({ PORT: '3456' });
    expect(config.payments).toBeUndefined();
    expect(config.paymentSandbox).toBe(true);
    const gateway = paymentGatewayFromConfig(config);
    expect(gateway.name).toBe('sandbox');
    expect(gateway.embeddedForm).toEqual({ scriptUrl: '/sandbox/myfatoorah/session.js', countryCode: 'KWT', currencyCode: 'KWD' });
    expect(loopbackUrl(config)).toBe('http://127.0.0.1:3456');
  });

  it('keeps the sandbox off in production unless PAYMENT_SANDBOX=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).paymentSandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).paymentSandbox).toBe(true);
  });

  it('talks to MyFatoorah when its base URL and token are set, with the matching script', () => {
    const test = loadConfig({ MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com/', MYFATOORAH_TOKEN: 't', MYFATOORAH_WEBHOOK_SECRET: 's' });
    expect(test.payments).toEqual({ baseUrl: 'https://apitest.myfatoorah.com', token: 't', webhookSecret: 's', scriptUrl: 'https://demo.myfatoorah.com/payment/v1/session.js' });
    expect(test.paymentSandbox).toBe(false);
    expect(paymentGatewayFromConfig(test).name).toBe('myfatoorah');
    const live = loadConfig({ MYFATOORAH_BASE_URL: 'https://api.myfatoorah.com', MYFATOORAH_TOKEN: 't' });
    expect(live.payments?.scriptUrl).toBe('https://portal.myfatoorah.com/payment/v1/session.js');
    const own = loadConfig({ MYFATOORAH_BASE_URL: 'https://api.myfatoorah.com', MYFATOORAH_TOKEN: 't', MYFATOORAH_SCRIPT_URL: 'https://cdn.example/session.js' });
    expect(paymentGatewayFromConfig(own).embeddedForm.scriptUrl).toBe('https://cdn.example/session.js');
  });
});
