import { startTransition } from 'react';
import { askFirstDataEarly } from './boot/early-first-data';
import { warmUpIntl } from './boot/intl-warmup';
import { temporalReady } from './boot/temporal-ready';
import { yieldToMain } from './boot/yield-to-main';
import { applyDocumentLocale, rememberLocale, storedLocale } from './document-locale';
import { formatNumber } from './domain/numbers';
import { applyDocumentTexts, createI18n } from './i18n';
import { fitsPrerenderedLogin, fitsSignedInFrame } from './prerender/fits';
import { readStoredStart, rememberFrameRole } from './machines/session/session.storage';
import { preloadFirstScreen } from './ui/first-screen';
import { pageInspector } from './ui/flow/inspection';
import './index.css';

/**
 * Boot as short tasks (a phone's main thread was blocked for up to a second). React DOM, the
 * largest library, is a chunk of its own, fetched beside the entry and evaluated in a task of its own;
 * so is the app's own part (XState, the machines, the zod contract, the App tree): the entry holds
 * only what reads the language and starts the downloads. Boot yields between its steps, and React
 * renders or hydrates in a transition, which it splits into slices of a few milliseconds.
 */
async function boot() {
  const locale = storedLocale();
  const intlWarm = warmUpIntl(locale);
  // Asked for at once, beside the locale files; the browser evaluates it in a task of its own when it
  // arrives, not inside the entry's. A browser without Temporal first gets the polyfill (native-temporal.ts).
  const appPart = temporalReady().then(() => import('./boot/start-app'));
  // Evaluating the entry is one task; boot's first steps (the first screen's chunks asked for, one
  // preload link each) are the next.
  await yieldToMain();
  // The cookie follows local storage (visitors from before the cookie, or one cleared by hand).
  rememberLocale(locale, { store: false });
  applyDocumentLocale(locale);
  const start = readStoredStart();
  // Likewise the cookie that asks the server for the signed-in frame (src/domain/signed-in-frame.ts).
  rememberFrameRole(start.auth);
  // The session's check (and a product page's product), on their way while the app's part downloads.
  if (start.auth) askFirstDataEarly(location.pathname, start.auth.access_token, locale);
  // The prerendered /login is taken over as it is (what was typed stays); a page that will differ
  // (another language, a signed-in visitor, a lock) goes at once rather than showing until boot ends.
  // A signed-in frame stays until React's first render puts the same frame in its place.
  const root = document.getElementById('root')!;
  const hydrate = fitsPrerenderedLogin(root.dataset.prerendered, locale, location, start);
  if (!hydrate && !fitsSignedInFrame(root.dataset.frame, locale, start)) root.replaceChildren();
  const firstNamespaces = preloadFirstScreen(location.pathname, location.search, start.auth !== null);
  const reactDom = import('react-dom/client');
  const [i18n, inspect] = await Promise.all([createI18n(locale, firstNamespaces), pageInspector()]);
  applyDocumentTexts(i18n);
  await yieldToMain();
  // The first Intl formatter, once the worker has loaded the locale's data: the one texts use for
  // numbers, built here rather than inside the first render.
  await intlWarm;
  formatNumber(0, locale);
  await yieldToMain();
  const { appTree, createApp } = await appPart;
  const app = createApp(locale, i18n, inspect);
  await yieldToMain();
  app.start();
  const { createRoot, hydrateRoot } = await reactDom;
  await yieldToMain();
  const tree = appTree(app, i18n, inspect);
  startTransition(() => {
    if (hydrate) hydrateRoot(root, tree);
    else createRoot(root).render(tree);
  });
}

void boot();
