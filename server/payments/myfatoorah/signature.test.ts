import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookV2, webhookV2SignatureMatches, webhookV2SigningString } from './signature';
import { readWebhookV2 } from './webhook';

const SECRET = 'test-webhook-secret';
const EXAMPLE = 'Invoice.Id=6389662,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=07076389662000123456,Invoice.ExternalIdentifier=ORDER-12345';
// Computed from the literal string, independently of the code under test.
const expected = (text: string) => createHmac('sha256', SECRET).update(text, 'utf8').digest('base64');

const body = (over: { externalIdentifier?: string | null; paymentId?: string } = {}) => ({
  Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'KWT' },
  Data: {
    Invoice: { Id: '6389662', Status: 'PAID', ExternalIdentifier: 'externalIdentifier' in over ? over.externalIdentifier : 'ORDER-12345' },
    Transaction: { Status: 'SUCCESS', PaymentId: over.paymentId ?? '07076389662000123456' },
    Amount: { BaseCurrency: 'KWD', ValueInBaseCurrency: '12.345' },
  },
});

describe('webhook v2 signature', () => {
  it('signs the documented string in its fixed order', () => {
    const fields = { invoiceId: 6389662, invoiceStatus: 'PAID', transactionStatus: 'SUCCESS', paymentId: '07076389662000123456', externalIdentifier: 'ORDER-12345' };
    expect(webhookV2SigningString(fields)).toBe(EXAMPLE);
    expect(signWebhookV2(SECRET, fields)).toBe(expected(EXAMPLE));
  });

  it('writes null and missing values as empty strings', () => {
    const fields = { invoiceId: '1', invoiceStatus: 'PENDING', transactionStatus: 'FAILED', paymentId: null, externalIdentifier: undefined };
    expect(webhookV2SigningString(fields)).toBe('Invoice.Id=1,Invoice.Status=PENDING,Transaction.Status=FAILED,Transaction.PaymentId=,Invoice.ExternalIdentifier=');
  });

  it('accepts a body whose header matches and reads it', () => {
    const raw = JSON.stringify(body());
    expect(readWebhookV2(SECRET, expected(EXAMPLE), raw)).toEqual({
      invoiceId: '6389662', invoiceStatus: 'PAID', transactionStatus: 'SUCCESS', paymentId: '07076389662000123456', customerReference: 'ORDER-12345',
    });
  });

  it('accepts a null ExternalIdentifier signed as empty', () => {
    const raw = JSON.stringify(body({ externalIdentifier: null }));
    const signature = expected(EXAMPLE.replace('ORDER-12345', ''));
    expect(readWebhookV2(SECRET, signature, raw)?.customerReference).toBe('');
  });

  it('refuses a tampered field, a tampered signature, another secret, no signature and a non-JSON body', () => {
    const good = expected(EXAMPLE);
    expect(readWebhookV2(SECRET, good, JSON.stringify(body({ paymentId: '07076389662000123457' })))).toBeNull();
    expect(readWebhookV2(SECRET, good, JSON.stringify(body({ externalIdentifier: 'ORDER-99999' })))).toBeNull();
    const flipped = (good[0] === 'A' ? 'B' : 'A') + good.slice(1);
    expect(readWebhookV2(SECRET, flipped, JSON.stringify(body()))).toBeNull();
    expect(readWebhookV2('another-secret', good, JSON.stringify(body()))).toBeNull();
    expect(readWebhookV2(SECRET, undefined, JSON.stringify(body()))).toBeNull();
    expect(readWebhookV2(SECRET, good, 'Invoice.Id=6389662')).toBeNull();
  });

  it('never verifies with an empty secret', () => {
    const fields = { invoiceId: '1', invoiceStatus: 'PAID', transactionStatus: 'SUCCESS', paymentId: '0', externalIdentifier: 'x' };
    expect(webhookV2SignatureMatches('', fields, signWebhookV2('', fields))).toBe(false);
  });
});
