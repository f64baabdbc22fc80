import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db';
import { kwdToFils } from '../myfatoorah/money';
import { executePaymentRequestSchema, makeRefundRequestSchema, paymentStatusRequestSchema, type ExecutePaymentRequest } from '../myfatoorah/wire';
import { isUnderUrl as isUnder } from './callback-url';
import { payLinkToken } from './credentials';
import { makeSandboxRefund } from './refunds';
import { ok, paymentStatusJson, refused } from './replies';
import { createInvoice, createSession, findInvoice, findInvoiceByPaymentId, findInvoiceByReference, transactionsOf } from './store';

export interface SandboxApiOptions {
  db: Db;
  token: string;
  /** Signs each invoice's PaymentURL (credentials.ts payLinkToken). */
  linkSecret: string;
  /** The app's PUBLIC_URL (and its other allowed origins): CallBackUrl and ErrorUrl must lie under one (no open redirect from our origin). */
  callbackBaseUrl: string | readonly string[];
  /** Where browsers reach the sandbox, e.g. `https://souqdesk.example/sandbox/myfatoorah`. */
  publicBaseUrl: string;
  now: () => Date;
}

const invalid = (c: Context, errors: Array<{ Name: string; Error: string }>) => c.json(refused('Invalid data', errors), 400);

async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ data: T } | { errors: Array<{ Name: string; Error: string }> }> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return { errors: [{ Name: 'request', Error: 'The request body is not JSON' }] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { data: parsed.data };
  return { errors: parsed.error.issues.map((i) => ({ Name: i.path.join('.') || 'request', Error: i.message })) };
}

const filsOrNull = (kwd: number) => {
  try {
    return kwdToFils(kwd);
  } catch {
    return null;
  }
};

/** The provider's own checks on ExecutePayment, plus one it does not make: SessionId with PaymentMethodId. */
function executeErrors(body: ExecutePaymentRequest, callbackBaseUrl: string | readonly string[]): Array<{ Name: string; Error: string }> {
  const errors: Array<{ Name: string; Error: string }> = [];
  const bases = typeof callbackBaseUrl === 'string' ? [callbackBaseUrl] : callbackBaseUrl;
  const isUnderUrl = (url: string) => bases.some((base) => isUnder(url, base));
  // The provider checks that these are valid URLs; the sandbox, on our own origin, also keeps them on it.
  if (!isUnderUrl(body.CallBackUrl)) errors.push({ Name: 'CallBackUrl', Error: 'CallBackUrl must be a URL under this site\'s address' });
  if (!isUnderUrl(body.ErrorUrl)) errors.push({ Name: 'ErrorUrl', Error: 'ErrorUrl must be a URL under this site\'s address' });
  const value = filsOrNull(body.InvoiceValue);
  if (value === null) errors.push({ Name: 'InvoiceValue', Error: 'InvoiceValue must have at most three decimal places' });
  if (body.SessionId && body.PaymentMethodId !== undefined) {
    // The provider lets PaymentMethodId override the session silently; here it is a mistake to see.
    errors.push({ Name: 'PaymentMethodId', Error: 'Send either SessionId or PaymentMethodId, not both' });
  }
  if (!body.SessionId && body.PaymentMethodId === undefined) errors.push({ Name: 'SessionId', Error: 'SessionId or PaymentMethodId is required' });
  if (body.PaymentMethodId !== undefined && body.PaymentMethodId !== 1 && body.PaymentMethodId !== 2) {
    errors.push({ Name: 'PaymentMethodId', Error: 'The sandbox knows KNET (1) and VISA/MASTER (2)' });
  }
  const items = body.InvoiceItems ?? [];
  const prices = items.map((i) => filsOrNull(i.UnitPrice));
  if (prices.some((p) => p === null)) errors.push({ Name: 'InvoiceItems.UnitPrice', Error: 'UnitPrice must have at most three decimal places' });
  const itemsFils = items.reduce((sum, item, i) => sum + item.Quantity * (prices[i] ?? 0), 0);
  if (items.length > 0 && value !== null && itemsFils !== value) {
    errors.push({ Name: 'InvoiceValue', Error: 'Invoice value should be equal to the total of invoice items' });
  }
  return errors;
}

/** POST /v2/InitiateSession, /v2/ExecutePayment, /v2/GetPaymentStatus, /v2/MakeRefund behind the bearer token. */
export function sandboxApi(options: SandboxApiOptions) {
  const api = new Hono();
  api.use('*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${options.token}`) return c.body(null, 401);
    return next();
  });

  api.post('/InitiateSession', async (c) => {
    const sessionId = await createSession(options.db);
    return c.json(ok({ SessionId: sessionId, CountryCode: 'KWT', CustomerTokens: [] }));
  });

  api.post('/ExecutePayment', async (c) => {
    const parsed = await jsonBody(c, executePaymentRequestSchema);
    if ('errors' in parsed) return invalid(c, parsed.errors);
    const body = parsed.data;
    const errors = executeErrors(body, options.callbackBaseUrl);
    if (errors.length) return invalid(c, errors);
    const amountFils = kwdToFils(body.InvoiceValue);
    const created = await createInvoice(options.db, {
      method: body.PaymentMethodId === 1 ? 'knet' : 'card',
      sessionId: body.SessionId,
      amountFils,
      language: body.Language.toUpperCase() === 'AR' ? 'AR' : 'EN',
      customerReference: body.CustomerReference,
      customerName: body.CustomerName,
      customerEmail: body.CustomerEmail,
      userDefinedField: body.UserDefinedField,
      callbackUrl: body.CallBackUrl,
      errorUrl: body.ErrorUrl,
      items: body.InvoiceItems ?? [{ ItemName: 'Invoice', Quantity: 1, UnitPrice: body.InvoiceValue }],
    }, options.now());
    if ('error' in created) {
      return invalid(c, [{ Name: 'SessionId', Error: created.error === 'session used' ? 'Session is already used' : 'Invalid SessionId' }]);
    }
    const { invoice } = created;
    return c.json(ok({
      InvoiceId: invoice.id,
      IsDirectPayment: false,
      // Like the provider's opaque invoice links: only this link (its token signed for this invoice) opens the page.
      PaymentURL: `${options.publicBaseUrl}/pay/${invoice.id}?token=${payLinkToken(options.linkSecret, invoice.id)}`,
      CustomerReference: invoice.customerReference,
      UserDefinedField: invoice.userDefinedField,
      RecurringId: '',
    }));
  });

  api.post('/GetPaymentStatus', async (c) => {
    const parsed = await jsonBody(c, paymentStatusRequestSchema);
    if ('errors' in parsed) return invalid(c, parsed.errors);
    const { Key, KeyType } = parsed.data;
    const invoice = KeyType === 'PaymentId' ? await findInvoiceByPaymentId(options.db, Key)
      : KeyType === 'InvoiceId' ? (/^\d{1,9}$/.test(Key) ? await findInvoice(options.db, Number(Key)) : undefined)
        : await findInvoiceByReference(options.db, Key);
    if (!invoice) return invalid(c, [{ Name: 'Key', Error: 'Invalid key value' }]);
    return c.json(ok(paymentStatusJson(invoice, await transactionsOf(options.db, invoice.id))));
  });
  api.post('/MakeRefund', async (c) => {
    const parsed = await jsonBody(c, makeRefundRequestSchema);
    if ('errors' in parsed) return invalid(c, parsed.errors);
    const result = await makeSandboxRefund(options.db, parsed.data);
    if ('error' in result) return invalid(c, [result.error]);
    return c.json(ok(result.data));
  });
  return api;
}
