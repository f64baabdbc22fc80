import type { Config } from '../config';
import type { Db } from '../db';
import type { Logger } from '../http/logger';
import type { PaymentGateway } from './gateway';
import { createMyFatoorahGateway } from './myfatoorah/gateway';
import type { SandboxOptions } from './sandbox/app';
import type { SandboxCredentials } from './sandbox/credentials';
import { SANDBOX_MOUNT } from './sandbox/constants';

/** Where this server itself answers, for calls it makes to its own sandbox (no proxy in between). */
export function loopbackUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' || !config.host ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Why a payment fails on a server with neither MyFatoorah nor the sandbox (config.ts). */
export const PAYMENTS_OFF_MESSAGE =
  'Payments are off on this server: configure MyFatoorah (MYFATOORAH_BASE_URL, MYFATOORAH_TOKEN) or turn the local sandbox on (PAYMENT_SANDBOX=1).';

/** Answers every call as the provider answers a refusal, with PAYMENTS_OFF_MESSAGE. */
const paymentsOff = (async () => new Response(JSON.stringify({ IsSuccess: false, Message: PAYMENTS_OFF_MESSAGE, ValidationErrors: null, Data: null }), {
  status: 503, headers: { 'content-type': 'application/json' },
})) as typeof fetch;

/**
 * MyFatoorah when configured (MYFATOORAH_BASE_URL and MYFATOORAH_TOKEN); otherwise the same adapter
 * pointed at the local sandbox (mounted at SANDBOX_MOUNT by app.ts) with this start's credentials, so
 * both take one code path; with neither, every call is refused with PAYMENTS_OFF_MESSAGE.
 */
export function paymentGatewayFromConfig(config: Config, options: { sleep?: (ms: number) => Promise<void>; fetch?: typeof fetch } = {}): PaymentGateway {
  if (config.payments) return createMyFatoorahGateway({ ...config.payments, ...options });
  const sandbox = config.paymentSandbox;
  if (!sandbox) {
    // An empty webhook secret verifies nothing, so webhooks are refused too.
    return createMyFatoorahGateway({ name: 'sandbox', baseUrl: SANDBOX_MOUNT, token: '', webhookSecret: '', scriptUrl: `${SANDBOX_MOUNT}/session.js`, ...options, fetch: paymentsOff });
  }
  return createMyFatoorahGateway({
    name: 'sandbox',
    baseUrl: `${loopbackUrl(config)}${SANDBOX_MOUNT}`,
    token: sandbox.token,
    webhookSecret: sandbox.webhookSecret,
    // Same origin as the app, so the app's CSP (script-src 'self') lets it load.
    scriptUrl: `${SANDBOX_MOUNT}/session.js`,
    ...options,
  });
}

/** Where the lead's webhook route listens; the sandbox POSTs webhook v2 there. */
export const PAYMENT_WEBHOOK_PATH = '/api/orders/myfatoorah/webhook';

/** What app.ts passes to sandboxMyFatoorahApp: browsers reach it at PUBLIC_URL, its webhooks go to this process. */
export function sandboxOptionsFromConfig(
  deps: { config: Config; db: Db; logger: Logger; clock: { now(): Date } },
  credentials: SandboxCredentials,
): SandboxOptions {
  return {
    db: deps.db,
    logger: deps.logger,
    credentials,
    publicBaseUrl: `${deps.config.publicUrl}${SANDBOX_MOUNT}`,
    // PUBLIC_URL, or another origin the app is allowed at: the return address follows the seller's (return-url.ts).
    callbackBaseUrl: [deps.config.publicUrl, ...deps.config.allowedOrigins],
    webhookUrl: `${loopbackUrl(deps.config)}${PAYMENT_WEBHOOK_PATH}`,
    now: () => deps.clock.now(),
  };
}

/**
 * A fetch that hands requests straight to an app in this process (no socket): for the sandbox
 * gateway when the server is not listening on a port it can reach (tests using app.request), and
 * for delivering the sandbox's webhooks the same way.
 */
export function inProcessFetch(app: { fetch(request: Request): Response | Promise<Response> }): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init))) as typeof fetch;
}
