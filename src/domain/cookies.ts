// Reading one cookie of a request's Cookie header: the server's only use of cookies is to pick which
// public page to send (the prerendered /login's language, the signed-in frame).

/** The value of the cookie `name` in a Cookie header, or null when it has none. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
