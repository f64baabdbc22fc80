import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's API token, webhook secret and pay-link key. They are drawn at random on every start
 * (config.ts), never published: the sandbox gateway and the mounted sandbox read them from the same
 * config, in this process, so nobody else can call its API, sign its webhooks or pay from a bare link.
 */
export interface SandboxCredentials {
  token: string;
  webhookSecret: string;
  /** Signs each invoice's pay link (payLinkToken). */
  linkSecret: string;
}

const secret = () => randomBytes(32).toString('base64url');

export function newSandboxCredentials(): SandboxCredentials {
  return { token: secret(), webhookSecret: secret(), linkSecret: secret() };
}

/** The pay link's proof for one invoice: base64url(HMAC-SHA256(linkSecret, "pay:<invoiceId>")). */
export function payLinkToken(linkSecret: string, invoiceId: number): string {
  return createHmac('sha256', linkSecret).update(`pay:${invoiceId}`).digest('base64url');
}

/** Constant-time check of a pay link's token; anything missing or malformed is false. */
export function isPayLinkToken(linkSecret: string, invoiceId: number, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 100) return false;
  const expected = Buffer.from(payLinkToken(linkSecret, invoiceId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
