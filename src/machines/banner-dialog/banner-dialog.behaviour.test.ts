// What the banner dialog does around the server's answers: it opens knowing nothing, refuses a start
// before the seller's day, says a calendar's full days or failure and forgets them once the booking
// has no days, lands once (a restore's step is used up even when the calendar failed), and tells the
// Services screen once when its cards changed (a deleted, updated or free-booked banner).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type InputFrom, type SnapshotFrom } from 'xstate';
import { httpError } from '../session/session.fixtures';
import { inOrder } from '../test/answers';
import { unpaidBannerMachine } from '../unpaid-banner/unpaid-banner.machine';
import type { bannerDialogActors, CalendarDays } from './banner-dialog.actors';
import { BANNER_FAILED, bannerDialogMachine, type BannerBooked, type BannerDialogInput, type BannerOpening } from './banner-dialog.machine';
import { BANNER_PROBLEM, type BannerRestore } from './banner-draft';
import { prices, TODAY, unpaidPremium } from './banner.fixtures';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = { file: new File([PNG], 'banner.png', { type: 'image/png' }), preview: 'blob:banner', head: PNG };
/** 1–2 December, the booking the tests make; the 1st full for the type. */
const START = '2026-12-01';
const firstFull: CalendarDays = [{ date: START, reserved: true, inTopReserved: true }];
const details = { startDate: START, duration: '2', email: 'ads@souq.kw', whatsappNumber: '50001234' };

type Answers = { opening?: BannerOpening; days?: (CalendarDays | Error)[]; submit?: (BannerBooked | null | Error)[] };
/** The dialog with the server's answers in order (the last one repeated) and the view's calls counted. */
function open(input: Partial<BannerDialogInput> = {}, answers: Answers = {}) {
  const days = inOrder(answers.days ?? [[]]);
  const submits = inOrder(answers.submit ?? [{ itemId: 321, bannerId: 77 }]);
  const calls = { reportChanged: 0, announceDeleted: 0, sent: [] as { editingId: number | null; free: boolean }[] };
  const actor = createActor(bannerDialogMachine.provide({
    actors: {
      openBanner: fromPromise(async (): Promise<BannerOpening> => answers.opening ?? { unpaid: null, prices, credits: 0 }),
      loadDays: fromPromise(async (): Promise<CalendarDays> => days()),
      submitBanner: fromPromise(async ({ input }: { input: InputFrom<typeof bannerDialogActors.submitBanner> }): Promise<BannerBooked | null> => {
        calls.sent.push({ editingId: input.editingId, free: input.free });
        return submits();
      }),
      unpaidBanner: unpaidBannerMachine.provide({ actors: { deleteBanner: fromPromise(async () => {}) } }),
    },
    actions: {
      reportChanged: () => { calls.reportChanged += 1; },
      announceDeleted: () => { calls.announceDeleted += 1; },
      goToPayment: () => {},
    },
  }), { input: { kind: 'premium', today: TODAY, ...input } }).start();
  return { actor, calls };
}
type Actor = ReturnType<typeof open>['actor'];
type Snap = SnapshotFrom<typeof bannerDialogMachine>;

const settled = (actor: Actor) => waitFor(actor, (s) => !s.matches('checkingUnpaid') && !s.matches({ fillingDetails: 'loadingDays' }));
/** The days the details step says are full ('These days are fully booked'). */
const saidFull = (s: Snap) => s.context.days.filter((d) => d.reserved).map((d) => d.date);

function fillDetails(actor: Actor, startDate = details.startDate) {
  actor.send({ type: 'START_DATE_CHANGED', date: startDate });
  actor.send({ type: 'DURATION_CHANGED', duration: details.duration });
  actor.send({ type: 'EMAIL_CHANGED', email: details.email });
  actor.send({ type: 'WHATSAPP_CHANGED', whatsappNumber: details.whatsappNumber });
}
/** From the design (images already there or not) through the review's agreements to the submit. */
function submitFromDesign(actor: Actor) {
  if (actor.getSnapshot().context.draft.images.length === 0) actor.send({ type: 'IMAGES_CHOSEN', files: [png] });
  actor.send({ type: 'NEXT_CLICKED' });
  if (!actor.getSnapshot().context.draft.agreedTerms) actor.send({ type: 'TERMS_TOGGLED' });
  if (!actor.getSnapshot().context.draft.agreedPrivacy) actor.send({ type: 'PRIVACY_TOGGLED' });
  actor.send({ type: 'SUBMIT_CLICKED' });
}

describe('banner dialog around the server (behaviour)', () => {
  it('opens knowing nothing yet: no price, no credit, no unpaid banner, nothing said', () => {
    const { actor } = open();
    expect(actor.getSnapshot().context).toMatchObject({
      prices: null, credits: 0, unpaid: null, editingId: null, days: [], daysError: null, problems: {}, error: null, paymentPath: null,
    });
  });

  it("refuses a start before the seller's day, and goes on once it is today", async () => {
    const { actor } = open();
    await settled(actor);
    fillDetails(actor, '2026-11-20');
    await settled(actor);
    actor.send({ type: 'NEXT_CLICKED' });
    expect(actor.getSnapshot().matches({ fillingDetails: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.problems.startDate).toBe(BANNER_PROBLEM.startPast);
    actor.send({ type: 'START_DATE_CHANGED', date: TODAY });
    await settled(actor);
    actor.send({ type: 'NEXT_CLICKED' });
    expect(actor.getSnapshot().value).toBe('choosingImages');
  });

  it('deleting the unpaid banner from its warning: "Service deleted" said once, the cards reload once, a fresh form opens', async () => {
    const { actor, calls } = open({}, { opening: { unpaid: unpaidPremium, prices, credits: 0 } });
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    actor.getSnapshot().children.unpaidBanner!.send({ type: 'DELETE_CLICKED' });
    const s = await waitFor(actor, (x) => x.matches({ fillingDetails: 'editing' }));
    expect(calls).toMatchObject({ announceDeleted: 1, reportChanged: 1 });
    expect(s.context.draft).toMatchObject({ startDate: '', email: '' });
  });

  it('closing the warning says nothing and reloads nothing', async () => {
    const { actor, calls } = open({}, { opening: { unpaid: unpaidPremium, prices, credits: 0 } });
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    actor.getSnapshot().children.unpaidBanner!.send({ type: 'CLOSE_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toMatchObject({ announceDeleted: 0, reportChanged: 0 });
  });

  it.each([
    ['the start date is cleared', { type: 'START_DATE_CHANGED', date: '' }],
    ['the duration is cleared', { type: 'DURATION_CHANGED', duration: '' }],
  ] as const)('the full days the calendar said are forgotten once %s', async (_, clear) => {
    const { actor } = open({}, { days: [firstFull] });
    await settled(actor);
    fillDetails(actor);
    expect(saidFull(await settled(actor))).toEqual([START]);
    actor.send(clear);
    const s = await settled(actor);
    expect(saidFull(s)).toEqual([]);
    expect(s.context.daysError).toBeNull();
  });

  it('a calendar that did not answer is said, and forgotten once the booking has no days to ask about', async () => {
    const { actor } = open({}, { days: [httpError(422)] });
    await settled(actor);
    fillDetails(actor);
    expect((await settled(actor)).context.daysError).toBe(BANNER_FAILED.days);
    actor.send({ type: 'DURATION_CHANGED', duration: '' });
    expect((await settled(actor)).context.daysError).toBeNull();
  });

  it('restored at the design with a calendar that failed: it stays at the details, and a later change of the days does not jump ahead', async () => {
    const restore: BannerRestore = { step: 2, ...details };
    const { actor } = open({ restore }, { days: [httpError(422), []] });
    const failed = await settled(actor);
    expect(failed.value).toEqual({ fillingDetails: 'editing' });
    expect(failed.context.daysError).toBe(BANNER_FAILED.days);
    actor.send({ type: 'DURATION_CHANGED', duration: '3' });
    const s = await settled(actor);
    expect(s.value).toEqual({ fillingDetails: 'editing' });
    expect(s.context.daysError).toBeNull();
  });

  it('restored at the design with no dates: it stays at the details, and the dates entered later do not jump ahead', async () => {
    const restore: BannerRestore = { step: 2, email: details.email, whatsappNumber: details.whatsappNumber };
    const { actor } = open({ restore }, { days: [[]] });
    expect((await settled(actor)).value).toEqual({ fillingDetails: 'editing' });
    actor.send({ type: 'START_DATE_CHANGED', date: details.startDate });
    actor.send({ type: 'DURATION_CHANGED', duration: details.duration });
    expect((await settled(actor)).value).toEqual({ fillingDetails: 'editing' });
  });

  it('the unpaid banner edited from its warning: the update is sent to it, the cards reload once, the dialog closes', async () => {
    const { actor, calls } = open({}, { opening: { unpaid: unpaidPremium, prices, credits: 0 } });
    await waitFor(actor, (s) => s.matches('unpaidWarning'));
    actor.getSnapshot().children.unpaidBanner!.send({ type: 'EDIT_CLICKED' });
    await waitFor(actor, (s) => s.matches({ fillingDetails: 'editing' }));
    actor.send({ type: 'NEXT_CLICKED' });
    submitFromDesign(actor);
    const s = await waitFor(actor, (x) => x.status === 'done');
    expect(s.value).toBe('updated');
    expect(calls.sent).toEqual([{ editingId: unpaidPremium.id, free: false }]);
    expect(calls.reportChanged).toBe(1);
  });

  it('booked with an included credit: sent free, one credit fewer, the cards reload once', async () => {
    const { actor, calls } = open({}, { opening: { unpaid: null, prices, credits: 2 }, submit: [null] });
    await settled(actor);
    fillDetails(actor);
    await settled(actor);
    actor.send({ type: 'NEXT_CLICKED' });
    submitFromDesign(actor);
    const s = await waitFor(actor, (x) => x.matches('bookedFree'));
    expect(calls.sent).toEqual([{ editingId: null, free: true }]);
    expect(s.context.credits).toBe(1);
    expect(calls.reportChanged).toBe(1);
  });

  it('put in the cart (nothing changed on the Services screen yet): no reload, off to /payment', async () => {
    const { actor, calls } = open();
    await settled(actor);
    fillDetails(actor);
    await settled(actor);
    actor.send({ type: 'NEXT_CLICKED' });
    submitFromDesign(actor);
    const s = await waitFor(actor, (x) => x.status === 'done');
    expect(s.value).toBe('goingToPayment');
    expect(calls.reportChanged).toBe(0);
  });
});
