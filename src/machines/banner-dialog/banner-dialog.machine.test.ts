import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CompanyBanner } from '../../api/schemas/promotions';
import { assertModel } from '../test/model';
import { unpaidBannerMachine } from '../unpaid-banner/unpaid-banner.machine';
import { bannerFormData, draftFromBanner, restoreFromQuery, type BannerDraft, type BannerKind } from './banner-draft';
import { bannerDialogMachine, type BannerBooked, type BannerOpening } from './banner-dialog.machine';
import { bannerPaymentPath } from './banner-return';
import { prices, TODAY, unpaidPremium } from './banner.fixtures';
import { events, inputs, machine } from './banner-dialog.model';

describe('banner dialog machine (model-based: premium, double, sliding)', () => {
  // A walk of thousands of paths: minutes on a machine under heavy load, seconds on a quiet one.
  it('visits every state and takes every transition, each with its meaning', () => {
    const result = assertModel({
      machine,
      inputs,
      events,
      states: {
        checkingUnpaid: (s) => expect(s.context.unpaid).toBeNull(),
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        unpaidWarning: (s) => {
          expect(s.context.unpaid?.status).toBe('unpaid');
          expect(s.children.unpaidBanner).toBeDefined();
        },
        'fillingDetails.loadingDays': (s) => expect(s.context.draft.duration).not.toBe(''),
        'fillingDetails.editing': (s) => expect(s.context.prices).not.toBeNull(),
        choosingImages: (s) => expect(s.context.draft.startDate >= s.context.today).toBe(true),
        reviewing: (s) => {
          expect(s.context.draft.email).toBe('ads@souq.kw');
          expect(s.context.draft.images.length > 0 || s.context.draft.creative === 'forsa').toBe(true);
        },
        submitting: (s) => expect(s.context.draft.agreedTerms && s.context.draft.agreedPrivacy).toBe(true),
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          // With the way back into the review after a failed payment: the dialog and the banner.
          expect(s.context.paymentPath).toMatch(/^\/payment\?type=1&itemId=\d+&openDialog=(premium|double|sliding)-banner&step=3&bannerId=\d+(&|$)/);
        },
        bookedFree: (s) => {
          expect(s.context.paymentPath).toBeNull();
          expect(s.context.editingId).toBeNull();
          expect(s.context.credits).toBeGreaterThanOrEqual(0);
        },
        updated: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.editingId).not.toBeNull();
        },
        closed: (s) => expect(s.status).toBe('done'),
      },
    });
    expect(result.paths.length).toBeGreaterThan(0);
  }, 180_000);
});

describe('banner dialog (behaviour)', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = (name: string) => ({ file: new File([PNG], name, { type: 'image/png' }), preview: `blob:${name}`, head: PNG });

  type DaysAsked = { kind: BannerKind; startDate: string; endDate: string; editingId: number | null };
  function run(kind: 'premium' | 'double' | 'sliding', unpaid: CompanyBanner | null, sent: { id: number | null; form: FormData }[], paths: string[], asked: DaysAsked[] = [], restore = '') {
    return createActor(bannerDialogMachine.provide({
      actors: {
        openBanner: fromPromise<BannerOpening, { kind: BannerKind }>(async () => ({ unpaid, prices, credits: 0 })),
        loadDays: fromPromise<{ date: string; reserved: boolean; inTopReserved: boolean }[], DaysAsked>(async ({ input }) => {
          asked.push(input);
          return [];
        }),
        submitBanner: fromPromise<BannerBooked | null, { kind: BannerKind; draft: BannerDraft; editingId: number | null; free: boolean }>(async ({ input }) => {
          sent.push({ id: input.editingId, form: bannerFormData(input.kind, input.draft) });
          return { itemId: 321, bannerId: input.editingId ?? 77 };
        }),
        unpaidBanner: unpaidBannerMachine.provide({ actors: { deleteBanner: fromPromise<void, { id: number }>(async () => {}) } }),
      },
      actions: { goToPayment: (_, params: { path: string }) => { paths.push(params.path); } },
    }), { input: { kind, today: TODAY, restore: restoreFromQuery(new URLSearchParams(restore)) } }).start();
  }

  it('a double banner on both sides goes on only with two images, then to /payment?type=1 with its cart item', async () => {
    const sent: { id: number | null; form: FormData }[] = [];
    const paths: string[] = [];
    const actor = run('double', null, sent, paths);
    await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
    actor.send({ type: 'START_DATE_CHANGED', date: '2026-12-01' });
    actor.send({ type: 'DURATION_CHANGED', duration: '2' });
    actor.send({ type: 'EMAIL_CHANGED', email: 'ads@souq.kw' });
    actor.send({ type: 'WHATSAPP_CHANGED', whatsappNumber: '50001234' });
    actor.send({ type: 'LAYOUT_CHOSEN', layout: 'both' });
    await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'IMAGES_CHOSEN', files: [png('a.png')] });
    actor.send({ type: 'NEXT_CLICKED' });
    expect(actor.getSnapshot().matches('choosingImages')).toBe(true);
    expect(actor.getSnapshot().context.problems.images).toBe('services-banners.upload-both-banners');
    actor.send({ type: 'IMAGES_CHOSEN', files: [png('b.png')] });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'TERMS_TOGGLED' });
    actor.send({ type: 'PRIVACY_TOGGLED' });
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(paths).toEqual(['/payment?type=1&itemId=321&openDialog=double-banner&step=3&bannerId=77&adStartDate=2026-12-01&duration=2&email=ads%40souq.kw&whatsappNumber=50001234&bannerType=both']);
    expect(sent[0].id).toBeNull();
    expect(sent[0].form.get('bannerType')).toBe('both');
    expect(sent[0].form.getAll('images')).toHaveLength(2);
  });

  it("edits the unpaid banner the warning offers: its values filled in, the update sent to its id, then closes", async () => {
    const sent: { id: number | null; form: FormData }[] = [];
    const asked: DaysAsked[] = [];
    const actor = run('premium', unpaidPremium, sent, [], asked);
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    actor.getSnapshot().children.unpaidBanner!.send({ type: 'EDIT_CLICKED' });
    await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
    expect(actor.getSnapshot().context.draft.email).toBe(unpaidPremium.email);
    // Its own days are asked for as its own, so they are not 'Fully booked' to it.
    expect(asked.at(-1)?.editingId).toBe(unpaidPremium.id);
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'NEXT_CLICKED' });
    actor.send({ type: 'TERMS_TOGGLED' });
    actor.send({ type: 'PRIVACY_TOGGLED' });
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('updated');
    expect(sent[0].id).toBe(unpaidPremium.id);
    expect(sent[0].form.getAll('images')).toEqual([]);
  });

  it('back from a failed payment (bannerId): the banner as the server keeps it, at the review; submitting updates it and goes to pay it', async () => {
    const sent: { id: number | null; form: FormData }[] = [];
    const paths: string[] = [];
    const pay = bannerPaymentPath(unpaidPremium.itemId!, { kind: 'premium', bannerId: unpaidPremium.id, draft: draftFromBanner(unpaidPremium) });
    expect(pay).toBe(`/payment?type=1&itemId=${unpaidPremium.itemId}&openDialog=premium-banner&step=3&bannerId=${unpaidPremium.id}&adStartDate=2026-12-01&duration=2&email=ads%40souq.kw&whatsappNumber=50001234`);
    // Back to Services keeps all but type and itemId (payment-query.test.ts).
    const actor = run('premium', unpaidPremium, sent, paths, [], pay.split('?')[1]);
    const review = await waitFor(actor, (s) => s.matches('reviewing'));
    // No warning about its own unpaid banner; its stored image, dates and contacts are there.
    expect(review.context).toMatchObject({ editingId: unpaidPremium.id, draft: { startDate: '2026-12-01', duration: '2', email: unpaidPremium.email } });
    expect(review.context.draft.images.map((i) => i.preview)).toEqual(['/uploads/b41.png']);
    actor.send({ type: 'SUBMIT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('goingToPayment');
    expect(sent[0].id).toBe(unpaidPremium.id);
    expect(paths[0]).toMatch(new RegExp(`^/payment\\?type=1&itemId=321&openDialog=premium-banner&step=3&bannerId=${unpaidPremium.id}&`));
    // Another banner's id (paid or gone meanwhile): the warning as before.
    const other = run('premium', unpaidPremium, [], [], [], 'openDialog=premium-banner&step=3&bannerId=999');
    await waitFor(other, (s) => s.matches('unpaidWarning'));
  });
});
