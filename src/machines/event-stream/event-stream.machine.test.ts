import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { EventTicketReply, LiveEvent } from '../../api/schemas/events';
import { assertModel } from '../test/model';
import { eventStreamMachine, MAX_ATTEMPTS, retryDelayMs, type EventStreamEvent } from './event-stream.machine';
import { eventStreamModel, pushed } from './event-stream.model';

describe('event-stream machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      ...eventStreamModel,
      states: {
        connecting: (s) => expect(s.context.connected).toBe(false),
        open: (s) => expect(s.context.ticket).not.toBeNull(),
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
    const actor = createActor(eventStreamMachine.provide({
      actors: {
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
    return { actor, opened, heard, connection, asked: () => asked };
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
});
