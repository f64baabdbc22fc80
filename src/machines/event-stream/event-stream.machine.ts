// The signed-in tab's live events (server/routes/events.ts): a ticket through the API, then
// an EventSource. Any failure closes it and waits (1 s, doubling to 30 s) before a new ticket — the
// browser's own reconnect would reuse the spent ticket. The last event id rides along, so the server
// resends what came while away. Each event is emitted as LIVE_EVENT for whoever listens (the bell
// now, chats later); `connected` says whether pushes can be relied on (else the bell polls).
// A user holds at most 8 streams; a ninth closes the oldest, which the server tells `superseded` first.
// That tab does not reconnect by itself (it would close another tab's stream, which would reconnect in
// turn): it waits until the user comes back to it (shown or focused), and polls meanwhile.
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { eventStreamUrl, fetchEventTicket, parseLiveEvent } from '../../api/events';
import { EVENT_STREAM_SUPERSEDED } from '../../api/event-stream-names';
import type { EventTicketReply, LiveEvent } from '../../api/schemas/events';
import { EVENT_RETRY_FIRST_MS, EVENT_RETRY_MAX_MS } from '../../domain/limits';

export type EventStreamContext = {
  /** The SSE id of the last event received: the resume point. */
  lastEventId: string | null;
  /** Failures in a row since a stream last opened (the backoff's exponent), at most MAX_ATTEMPTS. */
  attempt: number;
  ticket: string | null;
  /** The EventSource said it is open (events flow); false while it is being opened. */
  connected: boolean;
};

export type EventStreamEvent =
  | { type: 'OPENED' }
  | { type: 'RECEIVED'; id: string; event: LiveEvent }
  | { type: 'FAILED' }
  /** The server closed this stream for a newer one of the same user (another tab). */
  | { type: 'SUPERSEDED' }
  /** The user came back to this tab (shown or focused): a superseded stream opens again. */
  | { type: 'RESUME' }
  /** The app's language changed: open again, so notifications come written in it. */
  | { type: 'LANGUAGE_CHANGED' };

export type EventStreamEmitted = { type: 'LIVE_EVENT'; event: LiveEvent } | { type: 'CONNECTION_CHANGED'; connected: boolean };

/** 1, 2, 4, 8, 16, 30 s: the exponent stops growing once the wait reaches the cap. */
export const MAX_ATTEMPTS = Math.ceil(Math.log2(EVENT_RETRY_MAX_MS / EVENT_RETRY_FIRST_MS)) + 1;
export const retryDelayMs = (attempt: number) => Math.min(EVENT_RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1), EVENT_RETRY_MAX_MS);

export const eventStreamMachine = setup({
  types: {
    context: {} as EventStreamContext,
    events: {} as EventStreamEvent,
    emitted: {} as EventStreamEmitted,
  },
  actors: {
    ticket: fromPromise<EventTicketReply>(({ signal }) => fetchEventTicket(signal)),
    source: fromCallback<EventStreamEvent, { ticket: string; lastEventId: string | null }>(({ input, sendBack }) => {
      const source = new EventSource(eventStreamUrl(input.ticket, input.lastEventId));
      source.onopen = () => sendBack({ type: 'OPENED' });
      source.onmessage = (message: MessageEvent<string>) => {
        void parseLiveEvent(message.data).then((event) => { if (event) sendBack({ type: 'RECEIVED', id: message.lastEventId, event }); });
      };
      source.addEventListener(EVENT_STREAM_SUPERSEDED, () => {
        source.close();
        sendBack({ type: 'SUPERSEDED' });
      });
      // The ticket is spent: never let the browser retry with it.
      source.onerror = () => {
        source.close();
        sendBack({ type: 'FAILED' });
      };
      return () => source.close();
    }),
    /** Waits for the user to come back to the tab: it is shown again, or its window takes the focus. */
    userReturns: fromCallback<EventStreamEvent>(({ sendBack }) => {
      const back = () => { if (document.visibilityState === 'visible') sendBack({ type: 'RESUME' }); };
      document.addEventListener('visibilitychange', back);
      window.addEventListener('focus', back);
      return () => {
        document.removeEventListener('visibilitychange', back);
        window.removeEventListener('focus', back);
      };
    }),
  },
  delays: { backoff: ({ context }) => retryDelayMs(context.attempt) },
  actions: {
    keepTicket: assign((_, params: { ticket: string }) => ({ ticket: params.ticket })),
    markOpen: assign({ attempt: 0, connected: true }),
    markClosed: assign({ connected: false, ticket: null }),
    countFailure: assign(({ context }) => ({ attempt: Math.min(context.attempt + 1, MAX_ATTEMPTS) })),
    keepId: assign((_, params: { id: string }) => ({ lastEventId: params.id || null })),
    announce: emit((_, params: { event: LiveEvent }) => ({ type: 'LIVE_EVENT' as const, event: params.event })),
    tellConnected: emit(({ context }) => ({ type: 'CONNECTION_CHANGED' as const, connected: context.connected })),
  },
}).createMachine({
  id: 'eventStream',
  context: { lastEventId: null, attempt: 0, ticket: null, connected: false },
  initial: 'connecting',
  states: {
    /** Asking for a ticket. */
    connecting: {
      invoke: {
        id: 'ticket',
        src: 'ticket',
        onDone: { target: 'open', actions: { type: 'keepTicket', params: ({ event }) => ({ ticket: event.output.ticket }) } },
        onError: 'retrying',
      },
    },
    /** The EventSource: opening until OPENED, then events flow. */
    open: {
      invoke: { id: 'source', src: 'source', input: ({ context }) => ({ ticket: context.ticket!, lastEventId: context.lastEventId }) },
      exit: ['markClosed', 'tellConnected'],
      on: {
        OPENED: { actions: ['markOpen', 'tellConnected'] },
        RECEIVED: {
          actions: [{ type: 'keepId', params: ({ event }) => event }, { type: 'announce', params: ({ event }) => event }],
        },
        FAILED: 'retrying',
        SUPERSEDED: 'superseded',
        LANGUAGE_CHANGED: 'connecting',
      },
    },
    /**
     * Closed for another tab's newer stream: no timer brings it back, only the user's return (the
     * resume point is kept; a language change is taken at the next open).
     */
    superseded: {
      entry: assign({ attempt: 0 }),
      invoke: { id: 'userReturns', src: 'userReturns' },
      on: { RESUME: 'connecting' },
    },
    /** Waiting before the next ticket, longer after each failure in a row. */
    retrying: {
      entry: 'countFailure',
      after: { backoff: 'connecting' },
    },
  },
});
