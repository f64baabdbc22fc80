import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { EVENT_STREAM_SUPERSEDED } from '../../api/event-stream-names';
import type { EventTicketReply, LiveEvent } from '../../api/schemas/events';
import { assertModel } from '../test/model';
import { eventStreamMachine, MAX_ATTEMPTS, retryDelayMs, type EventStreamEvent } from './event-stream.machine';
import { eventStreamModel, pushed } from './event-stream.model';

describe('event-stream machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      ...eventStreamModel,
      states: {
        // Never a spent ticket: each open asks for a new one.
        connecting: (s) => expect(s.context).toMatchObject({ connected: false, ticket: null }),
        open: (s) => expect(s.context.ticket).not.toBeNull(),
        superseded: (s) => expect(s.context.connected).toBe(false),
        retrying: (s) => {
          expect(s.context.connected).toBe(false);
          expect(s.context.attempt).toBeGreaterThan(0);
          expect(s.context.attempt).toBeLessThanOrEqual(MAX_ATTEMPTS);
        },
      },
    });
  });
});

describe('event-stream machine (behaviour)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Tickets answered from `outcomes` (true: a ticket, false: a failure); each opened source is recorded. */
  function streamWith(outcomes: boolean[]) {
    const opened: Array<{ ticket: string; lastEventId: string | null; sendBack: (e: EventStreamEvent) => void }> = [];
    let asked = 0;
    let returns: ((e: EventStreamEvent) => void) | undefined;
    const actor = createActor(eventStreamMachine.provide({
      actors: {
        userReturns: fromCallback<EventStreamEvent>(({ sendBack }) => {
          returns = sendBack;
          return () => { returns = undefined; };
        }),
        ticket: fromPromise<EventTicketReply>(async () => {
          const ok = outcomes[Math.min(asked, outcomes.length - 1)];
          asked++;
          if (!ok) throw new Error('offline');
          return { ticket: `ticket-${asked}`, expiresIn: 30 };
        }),
        source: fromCallback<EventStreamEvent, { ticket: string; lastEventId: string | null }>(({ input, sendBack }) => {
          opened.push({ ...input, sendBack });
        }),
      },
    }));
    const heard: LiveEvent[] = [];
    const connection: boolean[] = [];
    actor.on('LIVE_EVENT', (e) => heard.push(e.event));
    actor.on('CONNECTION_CHANGED', (e) => connection.push(e.connected));
    actor.start();
    return { actor, opened, heard, connection, asked: () => asked, userReturns: () => returns?.({ type: 'RESUME' }) };
  }

  it('waits 1, 2, 4 … 30 s between failed tickets, and starts again from 1 s once a stream opened', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    const { actor, opened, asked } = streamWith([false, false, false, true]);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked()).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(asked()).toBe(4);
    expect(actor.getSnapshot().value).toBe('open');
    opened[0].sendBack({ type: 'OPENED' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
    opened[0].sendBack({ type: 'FAILED' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked()).toBe(5);
    actor.stop();
  });

  it('emits each event, says when it is connected, and reopens with a new ticket and the last id after a failure', async () => {
    const { actor, opened, heard, connection } = streamWith([true]);
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ ticket: 'ticket-1', lastEventId: null });
    opened[0].sendBack({ type: 'OPENED' });
    opened[0].sendBack({ type: 'RECEIVED', id: '12', event: pushed });
    expect(heard).toEqual([pushed]);
    opened[0].sendBack({ type: 'FAILED' });
    expect(connection).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened).toHaveLength(2);
    expect(opened[1]).toMatchObject({ ticket: 'ticket-2', lastEventId: '12' });
    actor.stop();
  });

  it('a stream closed for another tab\'s newer one does not reconnect by itself, so the tabs never take turns closing each other; it opens again when the user comes back to it', async () => {
    const { actor, opened, connection, asked, userReturns } = streamWith([true]);
    await vi.advanceTimersByTimeAsync(0);
    opened[0].sendBack({ type: 'OPENED' });
    opened[0].sendBack({ type: 'RECEIVED', id: '30', event: pushed });
    opened[0].sendBack({ type: 'SUPERSEDED' });
    expect(actor.getSnapshot().value).toBe('superseded');
    expect(connection).toEqual([true, false]);
    // An hour later, and after a language change, still no ticket asked for: the bell polls meanwhile.
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(asked()).toBe(1);
    expect(opened).toHaveLength(1);
    userReturns();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(2);
    expect(opened[1]).toMatchObject({ ticket: 'ticket-2', lastEventId: '30' });
    actor.stop();
  });

  it('hears the server\'s superseded event on a real source: it closes it and rests', async () => {
    class FakeSource extends EventTarget {
      static last: FakeSource;
      onopen: (() => void) | null = null;
      onmessage: ((m: MessageEvent) => void) | null = null;
      onerror: (() => void) | null = null;
      closed = false;
      constructor(readonly url: string) {
        super();
        FakeSource.last = this;
      }
      close() { this.closed = true; }
    }
    vi.stubGlobal('EventSource', FakeSource);
    try {
      const actor = createActor(eventStreamMachine.provide({
        actors: {
          ticket: fromPromise<EventTicketReply>(async () => ({ ticket: 'ticket-1', expiresIn: 30 })),
          userReturns: fromCallback(() => {}),
        },
      })).start();
      await vi.advanceTimersByTimeAsync(0);
      FakeSource.last.dispatchEvent(new MessageEvent(EVENT_STREAM_SUPERSEDED, { data: '{}' }));
      expect(FakeSource.last.closed).toBe(true);
      expect(actor.getSnapshot().value).toBe('superseded');
      actor.stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
