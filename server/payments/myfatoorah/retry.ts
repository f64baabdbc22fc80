import { RateLimitedError } from './http';

/** GetPaymentStatus is rate-limited: up to three tries, five seconds apart (the provider's advice). */
export const STATUS_ATTEMPTS = 3;
export const STATUS_RETRY_DELAY_MS = 5000;

/** Runs `call` again while the provider answers 429, sleeping between tries; the last refusal is thrown. */
export async function retryRateLimited<T>(
  call: () => Promise<T>,
  sleep: (ms: number) => Promise<void>,
  attempts = STATUS_ATTEMPTS,
  delayMs = STATUS_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof RateLimitedError) || attempt >= attempts) throw err;
      await sleep(delayMs);
    }
  }
}
