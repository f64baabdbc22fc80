import { Hono } from 'hono';
import type { Db } from '../../db';
import type { Logger } from '../../http/logger';
import { sandboxApi } from './api';
import type { SandboxCredentials } from './credentials';
import { sandboxPay } from './pay';
import { SESSION_SCRIPT } from './session-script';
import { SANDBOX_CSS } from './styles';

export interface SandboxOptions {
  db: Db;
  logger: Logger;
  /** Where browsers reach this app, e.g. `${config.publicUrl}/sandbox/myfatoorah`: PaymentURL is built on it. */
  publicBaseUrl: string;
  /** The app's PUBLIC_URL and its other allowed origins: invoices' CallBackUrl and ErrorUrl must lie under one. */
  callbackBaseUrl: string | readonly string[];
  /** Our webhook endpoint (absolute); the sandbox POSTs webhook v2 there after each attempt. */
  webhookUrl?: string;
  /** Random per start (config.paymentSandbox); the sandbox gateway is configured with the same. */
  credentials: SandboxCredentials;
  now?: () => Date;
  /** For the webhook POST (tests). */
  fetch?: typeof fetch;
}

/**
 * A local payment provider speaking MyFatoorah API v2's wire format: the v2 calls under /v2, the
 * payment page under /pay/{invoiceId}, the embedded form's stand-in at /session.js. Mount it at
 * SANDBOX_MOUNT (`/sandbox/myfatoorah`).
 */
export function sandboxMyFatoorahApp(options: SandboxOptions): Hono {
  const now = options.now ?? (() => new Date());
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
  const app = new Hono();
  const { token, webhookSecret, linkSecret } = options.credentials;
  app.route('/v2', sandboxApi({ db: options.db, token, linkSecret, callbackBaseUrl: options.callbackBaseUrl, publicBaseUrl, now }));
  app.route('/pay', sandboxPay({
    db: options.db, logger: options.logger, now, webhookUrl: options.webhookUrl, webhookSecret, linkSecret, fetch: options.fetch,
  }));
  app.get('/session.js', (c) => c.body(SESSION_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  app.get('/sandbox.css', (c) => c.body(SANDBOX_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));
  return app;
}
