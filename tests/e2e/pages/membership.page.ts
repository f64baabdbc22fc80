import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './login.page';

/** The services screen's membership card and the plans and unpaid-membership dialogs, by what a seller sees. */
export class MembershipPage {
  constructor(readonly page: Page) {}

  get card() { return this.page.getByTestId('membership-card'); }
  get status() { return this.card.getByTestId('membership-status'); }
  get plansDialog() { return this.page.getByRole('dialog', { name: /membership plans|باقات العضوية/i }); }
  get unpaidDialog() { return this.page.getByRole('alertdialog', { name: /unpaid membership|عضوية غير مدفوعة/i }); }
  // (The dialog's own box is empty, its panel is fixed: what shows it is open is its heading.)
  get plansHeading() { return this.plansDialog.getByRole('heading', { level: 2 }); }
  get unpaidHeading() { return this.unpaidDialog.getByRole('heading', { level: 2 }); }
  get prices() { return this.plansDialog.getByTestId('plan-price'); }

  async open() {
    await this.page.goto('/services');
    await expect(this.status).toBeVisible();
  }

  button(name: RegExp) { return this.card.getByRole('button', { name }); }
  tab(name: RegExp) { return this.plansDialog.getByRole('tab', { name }); }
}

/** The company's membership as the API reports it, for setting up and checking from outside the page. */
export class MembershipApi {
  private constructor(readonly request: APIRequestContext, readonly headers: Record<string, string>) {}

  static async as(request: APIRequestContext, user: string) {
    const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    return new MembershipApi(request, { authorization: `Bearer ${token}` });
  }

  async self(): Promise<{ membership: Shown | null; unpaid: Shown | null }> {
    const reply = await this.request.get('/api/memberships/self', { headers: this.headers });
    expect(reply.status()).toBe(200);
    return reply.json();
  }

  async cart(): Promise<Array<{ itemId: number; paymentForType: number; subjectId: number }>> {
    const reply = await this.request.get('/api/memberships/cart', { headers: this.headers });
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as { data: Array<{ itemId: number; paymentForType: number; subjectId: number }> }).data;
  }

  async subscribe(planTypeId: number) {
    const reply = await this.request.post('/api/memberships/cart', { headers: this.headers, data: { type: 24, planTypeId } });
    expect(reply.status(), await reply.text()).toBe(201);
  }

  async remove(id: number) {
    const reply = await this.request.delete(`/api/memberships/${id}`, { headers: this.headers });
    expect(reply.status()).toBe(204);
  }

  /** Leaves the company with an unpaid membership of `planTypeId`, or with none. */
  async leaveUnpaid(planTypeId: number | null) {
    const { unpaid } = await this.self();
    if (unpaid?.type.id === planTypeId) return;
    if (unpaid) await this.remove(unpaid.id);
    if (planTypeId !== null) await this.subscribe(planTypeId);
  }
}

type Shown = { id: number; name: string; status: string; type: { id: number }; services: Array<{ type: number; remainingValue: number }> };
