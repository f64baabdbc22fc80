import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, paidTransaction, type ExecutePaymentInput } from '../gateway';
import { fakeProvider, type Received, type Reply } from '../test/servers';
import { createMyFatoorahGateway } from './gateway';

// The adapter against a provider of the test's making, answering with MyFatoorah's exact JSON.

const TOKEN = 'fake-token';
let answer: (req: Received) => Reply = () => ({ status: 500, json: {} });
let provider: Awaited<ReturnType<typeof fakeProvider>>;
const slept: number[] = [];
const gateway = () => createMyFatoorahGateway({
  baseUrl: provider.url, token: TOKEN, webhookSecret: 's', scriptUrl: 'https://demo.myfatoorah.com/payment/v1/session.js',
  sleep: async (ms) => { slept.push(ms); },
});

beforeAll(async () => {
  provider = await fakeProvider((req) => answer(req));
});
afterAll(() => provider.close());

const ok = (Data: unknown): Reply => ({ status: 200, json: { IsSuccess: true, Message: '', ValidationErrors: null, Data } });

const transaction = (over: Record<string, unknown>) => ({
  TransactionDate: '2026-03-01T09:05:12.33', PaymentGateway: 'VISA/MASTER', ReferenceId: '206009000123', TrackId: '01-03-2026_123456',
  TransactionId: '5200001', PaymentId: '07074100001520000001', AuthorizationId: '123456', TransactionStatus: 'Succss',
  TransationValue: '12.345', CustomerServiceCharge: '0.000', DueValue: '12.345', PaidCurrency: 'KD', PaidCurrencyValue: '12.345',
  IpAddress: '127.0.0.1', Country: 'Kuwait', Currency: 'KD', Error: null, CardNumber: '512345xxxxxx0008', ErrorCode: '',
  ...over,
});
const statusData = (transactions: unknown[], InvoiceStatus = 'Paid') => ({
  InvoiceId: 4100001, InvoiceStatus, InvoiceReference: '2026000123', CustomerReference: 'ORD-7', CreatedDate: '2026-03-01T09:00:00.000',
  ExpiryDate: 'March 4, 2026', ExpiryTime: '09:00:00.000', InvoiceValue: 12.345, Comments: null, CustomerName: 'Demo', CustomerMobile: '',
  CustomerEmail: null, UserDefinedField: null, InvoiceDisplayValue: '12.345 KD', DueDeposit: 0, DepositStatus: '',
  InvoiceItems: [{ ItemName: 'Plan', Quantity: 1, UnitPrice: 12.345 }], InvoiceTransactions: transactions, Suppliers: [],
});

const input = (over: Partial<ExecutePaymentInput> = {}): ExecutePaymentInput => ({
  amountFils: 12345, method: { kind: 'session', sessionId: 'S-1' }, callbackUrl: 'https://shop.example/payment-success',
  errorUrl: 'https://shop.example/check-out', customerReference: 'ORD-7', language: 'ar',
  items: [{ name: 'Plan', quantity: 1, unitPriceFils: 12000 }, { name: 'Boost', quantity: 3, unitPriceFils: 115 }], ...over,
});

describe('MyFatoorah adapter against a fake provider', () => {
  it('sends the bearer token and an empty body to InitiateSession', async () => {
    answer = () => ok({ SessionId: '9d2f5c3e-0000-4000-8000-000000000001', CountryCode: 'KWT', CustomerTokens: [] });
    expect(await gateway().initiateSession()).toEqual({ sessionId: '9d2f5c3e-0000-4000-8000-000000000001', countryCode: 'KWT' });
    const req = provider.received.at(-1)!;
    expect([req.method, req.path, req.headers.authorization, req.body]).toEqual(['POST', '/v2/InitiateSession', `Bearer ${TOKEN}`, '{}']);
  });

  it('executes with the SessionId only, KWD decimals from fils that add up, AR and the reference', async () => {
    answer = () => ok({ InvoiceId: 4100001, IsDirectPayment: false, PaymentURL: 'https://demo.myfatoorah.com/En/KWT/PayInvoice/Result?x=1', CustomerReference: 'ORD-7', UserDefinedField: null });
    expect(await gateway().executePayment(input())).toEqual({ invoiceId: '4100001', paymentUrl: 'https://demo.myfatoorah.com/En/KWT/PayInvoice/Result?x=1' });
    const raw = provider.received.at(-1)!.body;
    expect(raw).toContain('"InvoiceValue":12.345');
    const sent = JSON.parse(raw);
    expect(sent).toEqual({
      InvoiceValue: 12.345, SessionId: 'S-1', CallBackUrl: 'https://shop.example/payment-success', ErrorUrl: 'https://shop.example/check-out',
      Language: 'AR', CustomerReference: 'ORD-7',
      InvoiceItems: [{ ItemName: 'Plan', Quantity: 1, UnitPrice: 12 }, { ItemName: 'Boost', Quantity: 3, UnitPrice: 0.115 }],
    });
    expect(sent).not.toHaveProperty('PaymentMethodId');
  });

  it('executes KNET with PaymentMethodId 1 and no SessionId', async () => {
    answer = () => ok({ InvoiceId: 4100002, IsDirectPayment: false, PaymentURL: 'https://demo.myfatoorah.com/knet', CustomerReference: 'ORD-7', UserDefinedField: null });
    await gateway().executePayment(input({ method: { kind: 'knet' }, language: 'en' }));
    const sent = JSON.parse(provider.received.at(-1)!.body);
    expect(sent.PaymentMethodId).toBe(1);
    expect(sent.Language).toBe('EN');
    expect(sent).not.toHaveProperty('SessionId');
  });

  it('refuses items that do not add up before calling the provider', async () => {
    const before = provider.received.length;
    await expect(gateway().executePayment(input({ amountFils: 12346 }))).rejects.toMatchObject({ status: 400 });
    expect(provider.received.length).toBe(before);
  });

  it('turns a 400 with ValidationErrors into a GatewayError carrying them', async () => {
    answer = () => ({ status: 400, json: { IsSuccess: false, Message: 'Invalid data', ValidationErrors: [{ Name: 'InvoiceValue', Error: 'Invoice value should be greater than zero' }, { Name: 'CustomerEmail', Error: null }], Data: null } });
    const err = await gateway().executePayment(input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ status: 400, message: 'Invalid data', validationErrors: [{ name: 'InvoiceValue', error: 'Invoice value should be greater than zero' }, { name: 'CustomerEmail', error: '' }] });
  });

  it('reports a refused token (401) and an answer that is not JSON, without the token in the message', async () => {
    answer = () => ({ status: 401, text: '' });
    const refused = await gateway().initiateSession().catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401 });
    expect(String((refused as Error).message)).not.toContain(TOKEN);
    answer = () => ({ status: 502, text: '<html><body>Bad gateway</body></html>' });
    await expect(gateway().initiateSession()).rejects.toMatchObject({ name: 'GatewayError', status: 502 });
    answer = () => ({ status: 200, json: { IsSuccess: true, Message: '', ValidationErrors: null, Data: { CountryCode: 'KWT' } } });
    await expect(gateway().initiateSession()).rejects.toMatchObject({ status: 502 });
  });

  it('reads a paid status: Succss, TransationValue in fils, the leading-zero PaymentId as text, KD as KWD', async () => {
    answer = () => ok(statusData([transaction({ TransactionStatus: 'Failed', PaymentId: '07074100001520000000', ErrorCode: 'MF002', Error: 'Declined', AuthorizationId: '' }), transaction({})]));
    const status = await gateway().paymentStatus({ paymentId: '07074100001520000001' });
    expect(JSON.parse(provider.received.at(-1)!.body)).toEqual({ Key: '07074100001520000001', KeyType: 'PaymentId' });
    expect(status).toMatchObject({ invoiceId: '4100001', invoiceStatus: 'Paid', customerReference: 'ORD-7', amountFils: 12345, currency: 'KWD' });
    expect(status.transactions.map((t) => [t.paymentId, t.status, t.succeeded, t.amountFils, t.errorCode])).toEqual([
      ['07074100001520000000', 'Failed', false, 12345, 'MF002'],
      ['07074100001520000001', 'Succss', true, 12345, null],
    ]);
    expect(paidTransaction(status)?.paymentId).toBe('07074100001520000001');
  });

  it('asks by InvoiceId and counts DuplicatePayment as paid', async () => {
    answer = () => ok(statusData([transaction({ TransactionStatus: 'DuplicatePayment' })]));
    const status = await gateway().paymentStatus({ invoiceId: '4100001' });
    expect(JSON.parse(provider.received.at(-1)!.body)).toEqual({ Key: '4100001', KeyType: 'InvoiceId' });
    expect(paidTransaction(status)?.status).toBe('DuplicatePayment');
  });

  it('does not count a failed-only invoice as paid', async () => {
    answer = () => ok(statusData([transaction({ TransactionStatus: 'Failed', ErrorCode: 'MF004', Error: 'Insufficient funds' })], 'Pending'));
    const status = await gateway().paymentStatus({ invoiceId: '4100001' });
    expect(paidTransaction(status)).toBeUndefined();
    expect(status.transactions[0]).toMatchObject({ errorCode: 'MF004', error: 'Insufficient funds' });
  });

  it('refuses a PaymentId sent as a number (its leading zero already lost)', async () => {
    answer = () => ok(statusData([{ ...transaction({}), PaymentId: 7074100001520000001 }]));
    await expect(gateway().paymentStatus({ invoiceId: '4100001' })).rejects.toMatchObject({ status: 502 });
  });

  it('retries a rate-limited status call 5 s apart and succeeds on the third try', async () => {
    let calls = 0;
    slept.length = 0;
    answer = () => (++calls < 3 ? { status: 429, json: { Message: 'Too many requests' } } : ok(statusData([transaction({})])));
    const status = await gateway().paymentStatus({ invoiceId: '4100001' });
    expect(calls).toBe(3);
    expect(slept).toEqual([5000, 5000]);
    expect(status.invoiceStatus).toBe('Paid');
  });

  it('gives up after three rate-limited tries', async () => {
    let calls = 0;
    slept.length = 0;
    answer = () => { calls++; return { status: 429, json: { Message: 'Too many requests' } }; };
    await expect(gateway().paymentStatus({ invoiceId: '4100001' })).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(3);
    expect(slept).toEqual([5000, 5000]);
  });

  it('does not retry calls that are not rate-limited', async () => {
    let calls = 0;
    answer = () => { calls++; return { status: 400, json: { IsSuccess: false, Message: 'Invalid key', ValidationErrors: null, Data: null } }; };
    await expect(gateway().paymentStatus({ invoiceId: '1' })).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
  });

  it('MakeRefund: sends the v2 body (PaymentId key, KWD decimal amount, our reference) once, even when it is refused', async () => {
    answer = () => ok({ Key: '07074100001520000001', RefundId: 63001, RefundReference: 'RF63001', RefundInvoiceId: 4100001, Amount: 12.345, Comment: 'c' });
    const refund = await gateway().refund({ paymentId: '07074100001520000001', amountFils: 12345, reference: 'ORD-7', comment: 'removed' });
    expect(refund).toEqual({ refundId: '63001', refundReference: 'RF63001' });
    const req = provider.received.at(-1)!;
    expect([req.path, JSON.parse(req.body)]).toEqual(['/v2/MakeRefund', {
      KeyType: 'PaymentId', Key: '07074100001520000001', Amount: 12.345, ServiceChargeOnCustomer: false, Comment: 'removed', ExternalIdentifier: 'ORD-7',
    }]);
    let calls = 0;
    answer = () => { calls++; return { status: 429, json: { Message: 'Too many requests' } }; };
    await expect(gateway().refund({ paymentId: '1', amountFils: 1, reference: 'r', comment: 'c' })).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(1);
  });
});
