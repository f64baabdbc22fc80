import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { assertModel } from '../test/model';
import type { CartItem } from '../../api/schemas/memberships';
import { paymentMachine, type EmbeddedFormInput, type PayInput, type PaymentEvent, type PaymentSession } from './payment.machine';
import { events, inputs, input, machine, PROVIDER_URL, sampleItem, sampleSession } from './payment.model';

const noMessage = (s: { context: { error: string | null } }) => expect(s.context.error).toBeNull();

describe('payment machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      inputs,
      events,
      states: {
        creatingSession: (s) => {
          expect(s.context.itemId).toBe(31);
          expect(s.context.session).toBeNull();
          // While the session comes: no failure, and no notice but that a payment was cancelled.
          noMessage(s);
          expect([null, 'payment.cancelled']).toContain(s.context.notice);
        },
        sessionFailed: (s) => expect(['payment.session-expired', 'payment.server-error', 'payment.network-error']).toContain(s.context.error),
        unavailable: (s) => expect(['payment.no-item', 'payment.item-unknown']).toContain(s.context.error),
        'ready.card.loadingForm': (s) => {
          expect(s.context).toMatchObject({ session: sampleSession, item: sampleItem, method: 'card' });
          noMessage(s);
        },
        'ready.card.formShown': (s) => expect([null, 'payment.codes.INVALID_CARD']).toContain(s.context.error),
        'ready.card.formFailed': (s) => expect(s.context.error).toBe('payment.form-failed'),
        'ready.knet': (s) => {
          expect(s.context.method).toBe('knet');
          noMessage(s);
        },
        paying: (s) => {
          expect(s.context.notice).toBeNull();
          noMessage(s);
        },
        failed: (s) => expect(['payment.initiation-failed', 'payment.refusals.card-declined', 'payment.server-error']).toContain(s.context.error),
        redirecting: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.paymentUrl).toBe(PROVIDER_URL);
        },
        leaving: (s) => expect(s.status).toBe('done'),
      },
    });
  });
});

/** A real actor with the calls faked: what was asked of the server and the page. */
function run(options: { pay?: (input: PayInput, signal: AbortSignal) => Promise<string | null>; form?: (input: EmbeddedFormInput, send: (e: PaymentEvent) => void) => void } = {}) {
  const paid: PayInput[] = [];
  const signals: AbortSignal[] = [];
  const went: string[] = [];
  let sessions = 0;
  const actor = createActor(paymentMachine.provide({
    actors: {
      createSession: fromPromise(async (): Promise<{ session: PaymentSession; item: CartItem | null }> => { sessions += 1; return { session: { ...sampleSession, SessionId: `s${sessions}` }, item: sampleItem }; }),
      embeddedForm: fromCallback<EventObject, EmbeddedFormInput>(({ input, sendBack }) => options.form?.(input, sendBack)),
      pay: fromPromise<string | null, PayInput>(({ input, signal }) => {
        paid.push(input);
        signals.push(signal);
        return options.pay ? options.pay(input, signal) : Promise.resolve(PROVIDER_URL);
      }),
    },
    actions: {
      goToProvider: ({ context }) => { went.push(context.paymentUrl!); },
      goToServices: () => { went.push('/services'); },
    },
  }), { input }).start();
  return { actor, paid, signals, went, sessions: () => sessions };
}

describe('payment machine with its calls', () => {
  it('pays by card with the session the embedded form completed, then sends the browser to the provider', async () => {
    const drawn: EmbeddedFormInput[] = [];
    const { actor, paid, went } = run({
      form: (formInput, send) => {
        drawn.push(formInput);
        send({ type: 'FORM_SHOWN' });
        send({ type: 'FORM_COMPLETED', sessionId: formInput.session.SessionId });
      },
    });
    await waitFor(actor, (s) => s.status === 'done');
    expect(drawn).toEqual([{ session: { ...sampleSession, SessionId: 's1' }, amountFils: 70_000 }]);
    expect(paid).toEqual([{ itemId: 31, method: 'card', sessionId: 's1', itemType: 2, productId: undefined }]);
    expect(went).toEqual([PROVIDER_URL]);
  });

  it('pays by KNET without a session', async () => {
    const { actor, paid, went } = run();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'KNET_CHOSEN' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(paid).toEqual([{ itemId: 31, method: 'knet', sessionId: null, itemType: 2, productId: undefined }]);
    expect(went).toEqual([PROVIDER_URL]);
  });

  it('Cancel aborts the request in flight and starts the form over with a new session', async () => {
    const { actor, signals, went, sessions } = run({ pay: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'KNET_CHOSEN' });
    actor.send({ type: 'PAY' });
    expect(signals[0].aborted).toBe(false);
    actor.send({ type: 'CANCEL' });
    expect(signals[0].aborted).toBe(true);
    const again = await waitFor(actor, (s) => s.matches('ready'));
    expect(again.context).toMatchObject({ method: 'card', notice: 'payment.cancelled', session: { SessionId: 's2' } });
    expect(sessions()).toBe(2);
    expect(went).toEqual([]);
  });

  it('shows no summary, notice or failure on arrival, before the session comes', () => {
    const { actor } = run();
    expect(actor.getSnapshot().context).toMatchObject({ item: null, notice: null, error: null });
    actor.stop();
  });

  it('Back to services goes there once, whatever the form was doing, and pays nothing', async () => {
    const { actor, paid, went } = run();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'BACK_TO_SERVICES' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(went).toEqual(['/services']);
    expect(paid).toEqual([]);
  });
});
