import type { z } from 'zod';
import { GatewayError } from '../gateway';
import { envelopeSchema } from './wire';

export interface MyFatoorahHttpOptions {
  baseUrl: string;
  token: string;
  /** Per call; a provider that does not answer in time is a failed call, not a hung payment. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** HTTP 429: the provider asks us to slow down (GetPaymentStatus is rate-limited). */
export class RateLimitedError extends GatewayError {
  constructor() {
    super('MyFatoorah: too many requests', 429);
    this.name = 'RateLimitedError';
  }
}

export type MyFatoorahPost = <T>(path: string, body: unknown, dataSchema: z.ZodType<T>) => Promise<T>;

/**
 * One POST to the v2 API: bearer token, JSON both ways, the `{IsSuccess, Message, ValidationErrors,
 * Data}` envelope checked and Data parsed with `dataSchema`. Anything else is a GatewayError; the
 * token never appears in one.
 */
export function myFatoorahPost(options: MyFatoorahHttpOptions): MyFatoorahPost {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return async (path, body, dataSchema) => {
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new GatewayError(timedOut ? `MyFatoorah ${path}: no answer in ${timeoutMs} ms` : `MyFatoorah ${path}: ${String(err)}`, 0);
    }
    if (res.status === 429) throw new RateLimitedError();
    if (res.status === 401) throw new GatewayError(`MyFatoorah ${path}: the token was refused (401)`, 401);
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GatewayError(`MyFatoorah ${path}: answered ${res.status} with something that is not JSON`, res.status || 502);
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw new GatewayError(`MyFatoorah ${path}: answered ${res.status} without its envelope`, res.status >= 400 ? res.status : 502);
    const { IsSuccess, Message, ValidationErrors, Data } = envelope.data;
    const validationErrors = (ValidationErrors ?? []).map((e) => ({ name: e.Name ?? '', error: e.Error ?? '' }));
    if (!res.ok || !IsSuccess) {
      throw new GatewayError(Message || `MyFatoorah ${path} failed (${res.status})`, res.ok ? 400 : res.status, validationErrors);
    }
    const data = dataSchema.safeParse(Data);
    if (!data.success) throw new GatewayError(`MyFatoorah ${path}: unexpected Data (${data.error.issues[0]?.path.join('.')})`, 502);
    return data.data;
  };
}
