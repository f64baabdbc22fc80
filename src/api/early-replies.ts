// Replies boot (src/main.tsx) asks for as soon as it finds a stored session, not once the app's part
// has loaded and a machine asks, which on a first visit is two more downloads later (the API client
// and the reply's schema): the session's check (GET /users/self) and a product page's product. The
// call that needs one takes it if it was asked with the same token; on anything else (a failure,
// another token) it asks the server as it always has, so a refused token still signs the seller out
// the usual way and every reply is still checked by its schema before anyone sees it.

type Early = { authorization: string; reply: Promise<unknown> };
const early = new Map<string, Early>();

/** Starts GET /api`path` with the stored token, in the page's language; the reply's body, or a rejection. */
export function askEarly(path: string, token: string, locale: string): Promise<unknown> {
  const authorization = `Bearer ${token}`;
  const reply = fetch(`/api${path}`, { headers: { accept: 'application/json', 'accept-language': locale, authorization } })
    .then((response) => (response.ok ? response.json() as Promise<unknown> : Promise.reject(new Error(`${path} answered ${response.status}`))));
  // Not a failure of its own: the call that takes it asks again.
  reply.catch(() => {});
  early.set(path, { authorization, reply });
  return reply;
}

/** The early reply of `path` if it was asked with `authorization` (the API client's header now); taken once. */
export function takeEarly(path: string, authorization: string | undefined): Promise<unknown> | undefined {
  const kept = early.get(path);
  early.delete(path);
  return kept && kept.authorization === authorization ? kept.reply : undefined;
}

/** The session's check, the first reply every signed-in visit waits for. */
export const SELF_PATH = '/users/self';

/** A product's API path, which a product's page asks for (api/products.ts, fetchProduct). */
export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;
