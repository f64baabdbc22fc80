// The signed-in account, asked for by boot (src/main.tsx) as soon as it finds a stored session: not
// once the app's part has loaded and the session machine asks, which on a first visit is two more
// downloads later (the API client and the reply's schema). The machine's check (fetchSelf) takes the
// reply if it was asked with the same token; on anything else (a failure, another token) it asks the
// server as it always has, so a refused token still signs the seller out the usual way.

type Early = { authorization: string; reply: Promise<unknown> };
let early: Early | undefined;

/** Starts GET /api/users/self with the stored token, in the page's language. */
export function askSelfEarly(token: string, locale: string): void {
  const authorization = `Bearer ${token}`;
  const reply = fetch('/api/users/self', { headers: { accept: 'application/json', 'accept-language': locale, authorization } })
    .then((response) => (response.ok ? response.json() as Promise<unknown> : Promise.reject(new Error(`users/self answered ${response.status}`))));
  // Not a failure of its own: the check that takes it asks again.
  reply.catch(() => {});
  early = { authorization, reply };
}

/** The early reply if it was asked with `authorization` (the API client's header now); taken once. */
export function takeEarlySelf(authorization: string | undefined): Promise<unknown> | undefined {
  const kept = early;
  early = undefined;
  return kept && kept.authorization === authorization ? kept.reply : undefined;
}
