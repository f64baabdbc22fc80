// Build-time rendering of the signed-in frame (scripts/vite-prerender.ts): the same ShellSkeleton the
// browser shows while a stored session is checked, for one screen in one language. The server sends it
// to a browser that holds a session (src/domain/signed-in-frame.ts), so the frame and the screen's
// name and line paint from HTML and CSS before any script; the app's first render replaces it with
// the same markup.
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../api/schemas/common';
import type { FrameRoute } from '../domain/signed-in-frame';
import { createI18n } from '../i18n';
import { routeNamespaces, ROUTES } from '../ui/routes';
import { ShellSkeleton } from '../ui/shell/ShellSkeleton';
import { showsChrome } from '../ui/shell/route-rules';

/** Every screen shown inside the shell, in the router's order (the server matches an address against them). */
export const frameRoutes = (): FrameRoute[] => ROUTES.filter((route) => showsChrome(route.path)).map(({ path, name }) => ({ path, name }));

/** The markup that goes inside <div id="root"> for the screen of `path` (a route pattern) in `locale`. */
export async function renderFrameMarkup(locale: Locale, path: string): Promise<string> {
  const i18n = await createI18n(locale, [...routeNamespaces(path)]);
  const markup = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ShellSkeleton path={path} />
      </I18nextProvider>
    </StrictMode>,
  );
  if (/<script|<template|\sstyle="/.test(markup)) throw new Error(`the frame of ${path} has a script, a template or a style attribute, which the CSP refuses`);
  return markup;
}
