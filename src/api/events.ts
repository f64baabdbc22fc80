// The live event stream (server/routes/events.ts): a single-use ticket through the API client (it
// carries the bearer token, which EventSource cannot), then an EventSource on /api/events.
import { apiCall, requestHeaders } from './client';
import type { EventTicketReply, LiveEvent } from './schemas/events';

/**
 * A ticket for one stream, valid 30 s. Silent: the stream retries on its own. It writes nothing a screen
 * shows, so a page prefetched from the drawer stays (the stream connects while the seller hovers).
 */
export function fetchEventTicket(signal?: AbortSignal): Promise<EventTicketReply> {
  return apiCall('/events/ticket', () => import('./schemas/events').then((m) => m.EventTicketReply), { method: 'POST', signal, silent: true, keepOnRouteChange: true, keepsPrefetches: true });
}

/** The stream's address: the ticket, where to resume, and the language notifications are written in. */
export function eventStreamUrl(ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket, lang: requestHeaders()['accept-language'] });
  if (lastEventId !== null) query.set('lastEventId', lastEventId);
  return `/api/events?${query}`;
}

/** Reads one `data:` line; anything the contract does not know (a newer server) is dropped. */
export async function parseLiveEvent(data: string): Promise<LiveEvent | undefined> {
  const { LiveEvent } = await import('./schemas/events');
  try {
    const parsed = LiveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
