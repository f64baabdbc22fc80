import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db';
import type { Logger } from '../../http/logger';
import { afterResponse } from './after-response';
import { OUTCOMES, TEST_CARDS } from './constants';
import { isPayLinkToken } from './credentials';
import { languageOf, messagePage, payPage } from './page';
import { findInvoice, recordAttempt } from './store';
import { PAGE_TEXTS } from './texts';
import { sendWebhookV2 } from './webhook-sender';

export interface SandboxPayOptions {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** Where the signed webhook v2 goes after each attempt; none is sent without it. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Checks the token each invoice's PaymentURL carries (credentials.ts). */
  linkSecret: string;
  fetch?: typeof fetch;
}

const invoiceIdSchema = z.string().regex(/^\d{1,9}$/).transform(Number);
const attemptSchema = z.object({
  outcome: z.enum(OUTCOMES),
  card: z.string().regex(/^\d{12,19}$/).optional(),
});

/** `CallBackUrl?paymentId=<PaymentId>&Id=<PaymentId>`, as the provider redirects. */
export function redirectUrl(base: string, paymentId: string): string {
  const url = new URL(base);
  url.searchParams.set('paymentId', paymentId);
  url.searchParams.set('Id', paymentId);
  return url.toString();
}

/**
 * GET /pay/:invoiceId?token= shows the page; POST records the tester's outcome, redirects, then sends
 * the webhook. Both need the invoice's own token (from ExecutePayment's PaymentURL, and the form's
 * hidden field): a bare link, or another invoice's token, is refused, so nobody pays, fails or reads
 * an invoice they were not sent to, and a page elsewhere cannot post the form (it cannot know the token).
 */
export function sandboxPay(options: SandboxPayOptions) {
  const pay = new Hono();
  const lang = (c: { req: { header(name: string): string | undefined } }) => (c.req.header('accept-language')?.startsWith('ar') ? 'ar' : 'en');

  pay.get('/:invoiceId', async (c) => {
    const id = invoiceIdSchema.safeParse(c.req.param('invoiceId'));
    if (id.success && !isPayLinkToken(options.linkSecret, id.data, c.req.query('token'))) return c.html(messagePage(lang(c), PAGE_TEXTS[lang(c)].badLink), 403);
    const invoice = id.success ? await findInvoice(options.db, id.data) : undefined;
    if (!invoice) return c.html(messagePage(lang(c), PAGE_TEXTS[lang(c)].notFound), 404);
    if (invoice.status !== 'Pending') return c.html(messagePage(languageOf(invoice), PAGE_TEXTS[languageOf(invoice)].alreadyPaid), 409);
    return c.html(payPage(invoice, c.req.query('token')!));
  });

  pay.post('/:invoiceId', async (c) => {
    const id = invoiceIdSchema.safeParse(c.req.param('invoiceId'));
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : c.req.query('token');
    if (id.success && !isPayLinkToken(options.linkSecret, id.data, token)) return c.html(messagePage(lang(c), PAGE_TEXTS[lang(c)].badLink), 403);
    const invoice = id.success ? await findInvoice(options.db, id.data) : undefined;
    if (!invoice) return c.html(messagePage(lang(c), PAGE_TEXTS[lang(c)].notFound), 404);
    const language = languageOf(invoice);
    const attempt = attemptSchema.safeParse({ outcome: form.outcome, card: typeof form.card === 'string' && form.card.trim() ? form.card.replace(/\s+/g, '') : undefined });
    if (!attempt.success) return c.html(messagePage(language, PAGE_TEXTS[language].badForm), 400);
    const card = attempt.data.card ?? (invoice.method === 'knet' ? TEST_CARDS.knet.number : TEST_CARDS.mastercard.number);
    const result = await recordAttempt(options.db, invoice.id, attempt.data.outcome, card);
    if (!result) return c.html(messagePage(language, PAGE_TEXTS[language].notFound), 404);
    if (result.paid) return c.html(messagePage(language, PAGE_TEXTS[language].alreadyPaid), 409);
    const { transaction } = result;
    const { webhookUrl } = options;
    if (webhookUrl) {
      afterResponse(c, () => sendWebhookV2(
        { url: webhookUrl, secret: options.webhookSecret, logger: options.logger, fetch: options.fetch },
        result.invoice, transaction, options.now(),
      ));
    }
    const target = transaction.status === 'Succss' ? result.invoice.callbackUrl : result.invoice.errorUrl;
    return c.redirect(redirectUrl(target, transaction.paymentId), 302);
  });
  return pay;
}
