import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { EVENT_STREAM_SUPERSEDED } from '../../src/api/event-stream-names';
import { EVENT_HEARTBEAT_MS, EVENT_TICKET_SECONDS, EventId, EventStreamQuery, EventTicketReply } from '../../src/api/schemas/events';
import { HttpError, unauthenticated } from '../http/errors';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { STREAMS_PER_USER, type CloseReason } from '../services/live-events/hub';
import { STREAM_OPENS_PER_TOKEN } from '../services/live-events/stream-opens';
import { issueTicket, redeemTicket } from '../services/live-events/tickets';
import { bearer, errors, json } from './schemas';

const ticketRoute = createRoute({
  tags: ['events'], security: bearer, middleware: [requireUser] as const, operationId: 'createEventTicket', method: 'post', path: '/events/ticket',
  summary: `A single-use ticket to open the event stream, valid ${EVENT_TICKET_SECONDS} s (EventSource cannot send the bearer token)`,
  responses: { 200: json(EventTicketReply, 'The ticket'), 401: errors[401] },
});

const streamRoute = createRoute({
  // The ticket in the query is the credential (an apiKey scheme, app.ts).
  tags: ['events'], security: [{ eventTicket: [] }], operationId: 'streamEvents', method: 'get', path: '/events',
  summary: "The signed-in user's live events (Server-Sent Events): NOTIFICATION, NEW_CHAT_MESSAGE, MESSAGE_STATUS, TYPING",
  description: 'Opened with a ticket from POST /api/events/ticket. Every event has an `id:`; a client that reconnects with `Last-Event-ID` ' +
    `(header, or the \`lastEventId\` parameter) gets what it missed (kept a day). A comment line comes every ${EVENT_HEARTBEAT_MS / 1000} s. ` +
    'Each `data:` is one JSON LiveEvent (src/api/schemas/events.ts). ' +
    `A user holds at most ${STREAMS_PER_USER} streams: one more closes the oldest, which is sent \`event: ${EVENT_STREAM_SUPERSEDED}\` first ` +
    `(its client should not reconnect on its own). A sign-in that opens more than ${STREAM_OPENS_PER_TOKEN} streams a minute is refused (429).`,
  request: { query: EventStreamQuery },
  responses: {
    200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
    401: errors[401], 422: errors[422], 429: errors[429],
  },
});

/** The resume point: the query's (a new EventSource per ticket) or the header a browser's own reconnect sends. */
function resumeFrom(query: string | undefined, header: string | undefined): number | undefined {
  const given = query ?? header;
  return given !== undefined && EventId.safeParse(given).success ? Number(given) : undefined;
}

export const eventRoutes = newRouter()
  .openapi(ticketRoute, async (c) => {
    const user = currentUser(c);
    const ticket = await issueTicket(c.get('deps').db, user.id, user.tokenId, c.get('deps').clock.now());
    return c.json({ ticket, expiresIn: EVENT_TICKET_SECONDS }, 200);
  })
  .openapi(streamRoute, async (c) => {
    const { db, clock, liveEvents } = c.get('deps');
    const query = c.req.valid('query');
    const owner = await redeemTicket(db, query.ticket, clock.now());
    if (!owner || !liveEvents) throw unauthenticated();
    const waitMs = liveEvents.opens.take(owner.tokenId, clock.now());
    if (waitMs > 0) throw new HttpError(429, 'server.too-many-streams', { retryAfter: Math.ceil(waitMs / 1000) });
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      // Ends on the client's going away, or on the hub's close (the session was revoked, or a newer
      // stream of the user took this one's place: the client is told, so it does not reconnect).
      let end!: () => void;
      const ended = new Promise<void>((resolve) => { end = resolve; });
      stream.onAbort(end);
      const close = (reason: CloseReason) => {
        if (reason === 'superseded') void stream.writeSSE({ event: EVENT_STREAM_SUPERSEDED, data: '{}' }).catch(() => {}).finally(end);
        else end();
      };
      const detach = await liveEvents.attach({
        userId: owner.userId, tokenId: owner.tokenId, locale: query.lang ?? c.get('locale'),
        send: (id, event) => stream.writeSSE({ id: String(id), data: JSON.stringify(event) }),
        close,
      }, resumeFrom(query.lastEventId, c.req.header('last-event-id')));
      // The first line only once the hub has fixed where this stream starts: an event stored after a
      // client saw `open` is always sent (before, one stored in between could fall before the start).
      await stream.write(': open\n\n');
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n').catch(end), EVENT_HEARTBEAT_MS);
      try {
        await ended;
      } finally {
        clearInterval(heartbeat);
        detach();
      }
    }) as never;
  });

