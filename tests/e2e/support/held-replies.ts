import type { Page, Route } from '@playwright/test';

/**
 * Holds each request to `url` until the path says how the server answers it (the model's
 * xstate.done/error.actor.* events), so the state in between (submitting) can be checked too.
 */
export class HeldReplies {
  private held: Route[] = [];
  private waiting: Array<(route: Route) => void> = [];

  private failing: ((route: Route) => Promise<void>) | null = null;

  private constructor(private readonly url: string | RegExp) {}

  static async on(page: Page, url: string | RegExp): Promise<HeldReplies> {
    const replies = new HeldReplies(url);
    await page.route(url, (route) => {
      if (replies.failing) return replies.failing(route);
      const waiter = replies.waiting.shift();
      if (waiter) waiter(route);
      else replies.held.push(route);
    });
    return replies;
  }

  /**
   * The oldest request not yet answered (waits for it to be sent). A request that never comes fails
   * the step within `timeoutMs` instead of hanging the test until its own timeout.
   */
  next(timeoutMs = 10_000): Promise<Route> {
    const route = this.held.shift();
    if (route) return Promise.resolve(route);
    return new Promise((resolve, reject) => {
      const waiter = (r: Route) => { clearTimeout(timer); resolve(r); };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        reject(new Error(`no request to ${this.url} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /**
   * Fails the next request and every retry the client makes of it (ofetch tries a GET twice) until
   * `settled` resolves: the page shows that the call failed.
   */
  async failUntil(fail: (route: Route) => Promise<void>, settled: () => Promise<void>) {
    // The first request is taken as any other (it may not be sent yet); only its retries go straight to `fail`.
    const first = await this.next();
    this.failing = fail;
    try {
      await fail(first);
      await settled();
    } finally {
      this.failing = null;
    }
  }

  /** Answers the next request as the model's actor event says: its output, its HTTP error, or no reply at all. */
  async answer(event: { type: string; output?: unknown; error?: unknown }) {
    const route = await this.next();
    if (event.type.startsWith('xstate.done.actor.')) return route.fulfill({ status: 200, json: event.output ?? {} });
    const failure = event.error as { response?: { status: number }; data?: unknown };
    if (failure.response) return route.fulfill({ status: failure.response.status, json: failure.data ?? {} });
    return route.abort('failed');
  }
}
