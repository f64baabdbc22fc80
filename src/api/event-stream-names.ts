// The event stream's names that are not in its zod contract (./schemas/events): the client's event
// stream machine is part of boot, and importing a constant from a schema module would bring zod with it.

/**
 * The SSE event name (not a LiveEvent: onmessage never hears it) sent to a user's oldest stream just
 * before the server closes it for a newer one past the per-user cap. Its client waits for the user to
 * come back to the tab instead of reconnecting, which would close another tab's stream in turn.
 */
export const EVENT_STREAM_SUPERSEDED = 'superseded';
