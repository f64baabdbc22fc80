// A service with included credits left is booked free, so a spec that walks the paid path
// first spends the membership's credits of that service (boost 18, flash 19, banners 20) through the
// API, each on a day of its own far enough out not to meet the other specs' days.
import { expect, type APIRequestContext } from '@playwright/test';
import { createProduct, kuwaitDay } from '../pages/services.page';
import { imageFile } from '../pages/wizard.page';

type Headers = Record<string, string>;

/** The credits left of `type` on the caller's membership (remainingValue). */
export async function creditsLeft(request: APIRequestContext, headers: Headers, type: 18 | 19 | 20): Promise<number> {
  const self = (await (await request.get('/api/memberships/self', { headers })).json()) as { membership: { services: { type: number; remainingValue: number }[] } | null };
  return self.membership?.services.find((s) => s.type === type)?.remainingValue ?? 0;
}

/** Books free until the server refuses for want of credits; afterwards every booking of `type` is paid. */
export async function useUpCredits(request: APIRequestContext, headers: Headers, type: 18 | 19 | 20, token: string): Promise<void> {
  const left = await creditsLeft(request, headers, type);
  if (left === 0) return;
  const product = type === 20 ? null : await createProduct(request, headers, `${token} credits ${type}`);
  for (let i = 0; i < left; i += 1) {
    const day = kuwaitDay((type === 20 ? 140 : 120) + 3 * i);
    const reply = type === 20
      ? await request.post('/api/banners/direct', {
        headers,
        multipart: { type: '2', title: token, email: 'ads@souq.kw', whatsappNumber: '50001234', startDate: day, days: '1', images: await imageFile(`${token}-${i}.png`) },
      })
      : await request.post(`/api/memberships/services/${type}/direct`, {
        headers, data: type === 18 ? { productId: product!.id, date: day, days: 1, inTop: [] } : { productId: product!.id, date: day, days: 1, percentValue: 10 },
      });
    expect(reply.status(), await reply.text()).toBe(201);
  }
  expect(await creditsLeft(request, headers, type)).toBe(0);
}
