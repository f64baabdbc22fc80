import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './login.page';

/** A bearer header for `user`, straight from the API. */
export async function bearerOf(request: APIRequestContext, user: string): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

type CartBody = { type: 24; planTypeId: number } | { type: 6; productId: 4 };

type Item = { itemId: number; paymentForType: number; amount: number };

/** A membership waiting in `user`'s cart (a new one, or the one already there): its itemId and amount in fils. */
export async function membershipInCart(request: APIRequestContext, user: string, body: CartBody | 'basic-month'): Promise<Item> {
  const headers = await bearerOf(request, user);
  const wanted = body === 'basic-month' ? { type: 24 as const, planTypeId: await basicMonth(request, headers) } : body;
  const added = await request.post('/api/memberships/cart', { data: wanted, headers });
  if (added.status() === 201) return (await added.json()) as Item;
  expect(added.status(), await added.text()).toBe(409);
  const cart = (await (await request.get('/api/memberships/cart', { headers })).json()) as { data: Item[] };
  return cart.data.find((item) => item.paymentForType === (wanted.type === 24 ? 2 : 6))!;
}

/** '70.000': fils as the amount's digits. */
export const kwdDigits = (fils: number) => `${Math.trunc(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;

async function basicMonth(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const plans = (await (await request.get('/api/memberships', { headers })).json()) as { data: Array<{ name: string; types: Array<{ id: number; periodUnit: string; periodCount: number }> }> };
  return plans.data.find((p) => p.name === 'Basic')!.types.find((t) => t.periodUnit === 'month' && t.periodCount === 1)!.id;
}

/** /payment, the sandbox provider's pages, and the result screens, by what a seller sees. */
export class PaymentPage {
  constructor(readonly page: Page) {}

  get heading() { return this.page.getByRole('heading', { level: 1 }); }
  get amount() { return this.page.getByTestId('payment-amount'); }
  get cardOption() { return this.page.getByRole('radio', { name: /Card, Apple Pay|بطاقة أو/ }); }
  get knetOption() { return this.page.getByRole('radio', { name: /^(KNET|كي نت)$/ }); }
  get cancel() { return this.page.getByRole('button', { name: /^(Cancel|إلغاء)$/ }); }
  get paymentId() { return this.page.getByTestId('payment-id'); }
  get reference() { return this.page.getByTestId('payment-reference'); }

  async open(query: string) {
    await this.page.goto(`/payment?${query}`);
    await expect(this.amount).toBeVisible();
  }

  /** The embedded form (the sandbox's stand-in for the provider's), filled with the provider's test Mastercard. */
  async payByCard() {
    const number = this.page.getByLabel(/^(Card number|رقم البطاقة)/);
    await expect(number).toBeVisible();
    await number.fill('5123450000000008');
    await this.page.getByLabel(/^(Expiry|تاريخ الانتهاء)/).fill('01/39');
    await this.page.getByLabel(/^(CVV|رمز الأمان)/).fill('100');
    await this.page.locator('#payment-embedded-form').getByRole('button').click();
  }

  async payByKnet() {
    await this.knetOption.check();
    await this.page.getByRole('button', { name: /^(Pay|ادفع) / }).click();
  }

  /** On the provider's page: the tester's outcome ('Success' or an MF code), then pay. */
  async providerAnswers(outcome: 'Success' | `MF0${string}`, brand: 'MyFatoorah' | 'KNET' = 'MyFatoorah') {
    // The invoice's own link: its id, and the token signed for it.
    await expect(this.page).toHaveURL(/\/sandbox\/myfatoorah\/pay\/\d+\?token=[\w-]+$/);
    await expect(this.page.locator('.brand')).toHaveText(brand);
    if (outcome === 'Success') await this.page.locator('input[name=outcome][value=Success]').check();
    else await this.page.locator(`input[name=outcome][value=${outcome}]`).check();
    await this.page.getByRole('button', { name: /^(Pay|ادفع)/ }).click();
  }
}
