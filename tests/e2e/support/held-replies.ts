import type { Page, Route } from '@playwright/test';

/**
 * Holds each request to `url` until the path says how the server answers it (the model's
 * xstate.done/error.actor.* events), so the state in between (submitting) can be checked too.
 */
export class HeldReplies {
  private held: Route[] = [];
  private waiting: Array<(route: Route) => void> = [];

  static async on(page: Page, url: string): Promise<HeldReplies> {
    const replies = new HeldReplies();
    await page.route(url, (route) => {
      const waiter = replies.waiting.shift();
      if (waiter) waiter(route);
      else replies.held.push(route);
    });
    return replies;
  }

  /** The oldest request not yet answered (waits for it to be sent). */
  next(): Promise<Route> {
    const route = this.held.shift();
    return route ? Promise.resolve(route) : new Promise((resolve) => this.waiting.push(resolve));
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
