// The prerendered /login: built once per language, sent by the server for the language the
// visitor chose last, hydrated by the browser. Shared by the build, the server and the boot.
import { cookieValue } from './cookies';

/** The cookie that mirrors the chosen language for the server, which cannot read local storage. */
export const LOCALE_COOKIE = 'souqdesk.locale';

/** A year: the language is a preference, not a secret; the cookie only picks the prerendered page. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The build's file of the prerendered /login in `locale`, beside index.html. */
export const prerenderedLoginFile = (locale: 'en' | 'ar') => `login.${locale}.html`;

/** Which language's prerendered /login a cookie header asks for (English unless it says Arabic). */
export function localeFromCookie(cookieHeader: string | undefined): 'en' | 'ar' {
  return cookieValue(cookieHeader, LOCALE_COOKIE) === 'ar' ? 'ar' : 'en';
}
