/** Streams one sign-in may open in a minute. Eight tabs reconnecting a few times stay far below it. */
export const STREAM_OPENS_PER_TOKEN = 32;
export const STREAM_OPENS_WINDOW_MS = 60_000;
/** Past this many tokens tracked, those idle for a window are forgotten. */
const SWEEP_AT = 1_000;

/**
 * Per sign-in (token), the moments streams were opened in the last minute, in this process. A client
 * that keeps opening streams (each closing its user's oldest past the per-user cap) is refused beyond
 * STREAM_OPENS_PER_TOKEN: the cap bounds what is held, this bounds the churn of tickets and opens.
 */
export class StreamOpens {
  private byToken = new Map<number, number[]>();

  /** Counts an open for `tokenId` and returns 0, or refuses it and returns the milliseconds until one is allowed. */
  take(tokenId: number, now: Date): number {
    const at = now.getTime();
    const recent = (this.byToken.get(tokenId) ?? []).filter((t) => t > at - STREAM_OPENS_WINDOW_MS);
    if (recent.length >= STREAM_OPENS_PER_TOKEN) {
      this.byToken.set(tokenId, recent);
      return recent[0] + STREAM_OPENS_WINDOW_MS - at;
    }
    recent.push(at);
    this.byToken.set(tokenId, recent);
    if (this.byToken.size > SWEEP_AT) this.sweep(at);
    return 0;
  }

  private sweep(at: number) {
    for (const [token, times] of this.byToken) if (times.at(-1)! <= at - STREAM_OPENS_WINDOW_MS) this.byToken.delete(token);
  }
}
