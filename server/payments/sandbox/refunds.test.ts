import { expect, it } from 'vitest';
import { forEachDatabase } from '../../test/harness';
import { makeSandboxRefund } from './refunds';
import { createInvoice, recordAttempt } from './store';

// The sandbox's MakeRefund: refunds of a paid invoice, by the v2 key or the newer PaymentId
// shape, repeated until the payment is used up and never beyond; an unpaid invoice has nothing to refund.
forEachDatabase('sandbox MakeRefund', (ctx) => {
  const invoice = async () => {
    const created = await createInvoice(ctx().db, {
      method: 'knet', amountFils: 12_345, language: 'EN', customerReference: 'ORD-R', callbackUrl: 'http://localhost:3000/payment-success',
      errorUrl: 'http://localhost:3000/check-out', items: [{ ItemName: 'Plan', Quantity: 1, UnitPrice: 12.345 }],
    }, new Date());
    if ('error' in created) throw new Error(created.error);
    return created.invoice;
  };

  it('refunds a paid payment in parts up to its amount, by either shape, and refuses an unpaid invoice or an unknown key', async () => {
    const unpaid = await invoice();
    expect(await makeSandboxRefund(ctx().db, { KeyType: 'InvoiceId', Key: String(unpaid.id), Amount: 1 })).toEqual({ error: { Name: 'Key', Error: 'The invoice is not paid' } });
    const paid = await invoice();
    const attempt = await recordAttempt(ctx().db, paid.id, 'Success', '8888880000000001');
    const paymentId = attempt && !attempt.paid ? attempt.transaction.paymentId : '';
    const first = await makeSandboxRefund(ctx().db, { KeyType: 'PaymentId', Key: paymentId, Amount: 5, Comment: 'part', ExternalIdentifier: 'ORD-R' });
    expect(first).toMatchObject({ data: { Key: paymentId, RefundId: expect.any(Number), RefundInvoiceId: paid.id, Amount: 5, Comment: 'part' } });
    expect(await makeSandboxRefund(ctx().db, { PaymentId: paymentId, Amount: 7.346 })).toMatchObject({ error: { Name: 'Amount' } });
    expect(await makeSandboxRefund(ctx().db, { PaymentId: paymentId, Amount: 7.345 })).toMatchObject({ data: { Amount: 7.345 } });
    expect(await makeSandboxRefund(ctx().db, { PaymentId: paymentId, Amount: 0.001 })).toMatchObject({ error: { Name: 'Amount' } });
    expect(await makeSandboxRefund(ctx().db, { PaymentId: '0999', Amount: 1 })).toEqual({ error: { Name: 'Key', Error: 'Invalid key value' } });
  });
});
