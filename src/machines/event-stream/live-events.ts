// Hears the app's event stream from a machine, whichever stream is running (it is replaced when the
// user signs in again): each live event, and whether the stream is open (pushes can be relied on).
import type { ActorRefFrom } from 'xstate';
import type { LiveEvent } from '../../api/schemas/events';
import type { eventStreamMachine } from './event-stream.machine';

/** Where the event stream is found: the app actor, whose `eventStream` child lives while someone is signed in. */
export type StreamHost = {
  getSnapshot(): { children: { eventStream?: ActorRefFrom<typeof eventStreamMachine> } };
  subscribe(observer: () => void): { unsubscribe(): void };
};

/** Calls `onEvent` for each live event and `onConnection` when the stream opens or closes; returns the stop. */
export function listenToLiveEvents(host: StreamHost, onEvent: (event: LiveEvent) => void, onConnection: (open: boolean) => void): () => void {
  let current: ActorRefFrom<typeof eventStreamMachine> | undefined;
  let stop = () => {};
  const bind = () => {
    const stream = host.getSnapshot().children.eventStream;
    if (stream === current) return;
    stop();
    current = stream;
    if (!stream) return onConnection(false);
    const pushed = stream.on('LIVE_EVENT', ({ event }) => onEvent(event));
    const changed = stream.on('CONNECTION_CHANGED', ({ connected }) => onConnection(connected));
    stop = () => { pushed.unsubscribe(); changed.unsubscribe(); };
    if (stream.getSnapshot().context.connected) onConnection(true);
  };
  bind();
  const subscription = host.subscribe(bind);
  return () => { subscription.unsubscribe(); stop(); };
}
