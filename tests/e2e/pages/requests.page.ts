import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RequestListReply, RequestRow } from '../../../src/api/schemas/requests';
import { PASSWORD } from './login.page';

/** Reads the seeded requests through the API, to pick ones with the traits a test needs. */
export async function requestsOf(request: APIRequestContext, user: string, query = ''): Promise<RequestRow[]> {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const reply = await request.get(`/api/requests?perPage=50${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as RequestListReply).data;
}

/** The requests screen, by what a seller sees on it (English or Arabic). */
export class RequestsPage {
  constructor(readonly page: Page) {}

  get table() { return this.page.getByRole('table', { name: /^(Requests|الطلبات|My requests|طلباتي)$/ }); }
  /** Data rows currently rendered (the table is virtualised). */
  get rows() { return this.table.getByRole('rowgroup').nth(1).getByRole('row'); }
  get headers() { return this.table.getByRole('columnheader'); }

  async open(path = '/requests') {
    await this.page.goto(path);
    await expect(this.rows.first()).toBeVisible();
  }

  /** The row whose number (first cell) is `num`. */
  row(num: number): Locator {
    return this.rows.filter({ has: this.page.locator('[role=cell]:first-child', { hasText: new RegExp(`^${num}$`) }) });
  }

  /** Numbers of the rendered rows that still offer accept and reject. */
  async pendingNums(): Promise<number[]> {
    return this.rows.evaluateAll((rows) => rows
      .filter((r) => [...r.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Accept'))
      .map((r) => Number(r.querySelector('[role=cell]')?.textContent?.trim())));
  }

  /**
   * Two pending rows of the page to decide: `first` to accept (accepting reserves the product, so its
   * product is still available), `second` to reject.
   */
  async twoToDecide(request: APIRequestContext, user: string): Promise<{ first: number; second: number }> {
    const available = new Set((await requestsOf(request, user)).filter((r) => r.receiverProduct.status === 'available').map((r) => r.num));
    const pending = await this.pendingNums();
    const first = pending.find((n) => available.has(n));
    const second = pending.find((n) => n !== first);
    expect(first && second, 'two pending requests, one with an available product').toBeTruthy();
    return { first: first!, second: second! };
  }

  /** Clicks accept or reject on a row, says yes, and waits for the 204 and the reload of page 1 that follows it. */
  async decide(num: number, choice: 'Accept' | 'Reject') {
    const decided = this.page.waitForResponse((r) => /\/api\/requests\/\d+\/status$/.test(r.url()) && r.status() === 204);
    const reloaded = decided.then(() => this.page.waitForResponse((r) => /\/api\/requests\?/.test(r.url()) && !r.url().includes('cursor=')));
    await this.row(num).getByRole('button', { name: choice }).click();
    await this.page.getByRole('button', { name: `Yes, ${choice.toLowerCase()}` }).click();
    await decided;
    await reloaded;
  }
}
