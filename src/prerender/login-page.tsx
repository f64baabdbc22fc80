// Build-time rendering of /login (scripts/vite-prerender.ts): the same <App> the browser boots, signed
// out, at /login, in one language. The browser paints this markup before any script runs, and main.tsx
// hydrates it instead of rendering from nothing (for the LCP of /login).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import type { Locale } from '../api/schemas/common';
import { createI18n } from '../i18n';
import { appMachine } from '../machines/app/app.machine';
import { App } from '../ui/App';

/**
 * The CSP refuses style attributes in HTML (React sets them through the DOM in the browser, which it
 * allows). Headless UI's hidden marker elements carry one; `hidden` already hides them, and React does
 * not rewrite attributes when it hydrates, so dropping it changes nothing on the page.
 */
function withoutStylesOfHiddenElements(markup: string): string {
  return markup.replace(/(<[a-z]+ hidden="")\s+style="[^"]*"/g, '$1');
}

/** The markup that goes inside <div id="root"> for `locale`, with every lazy part (Join Us) resolved. */
export async function renderLoginMarkup(locale: Locale): Promise<string> {
  const i18n = await createI18n(locale);
  const app = createActor(appMachine, { input: { locale } }).start();
  const page = (
    <StrictMode>
      <Router ssrPath="/login" ssrSearch="">
        <App app={app} i18n={i18n} />
      </Router>
    </StrictMode>
  );
  try {
    // The first pass waits for every lazy screen and locale namespace; its output streams suspended
    // parts in with inline scripts, which the CSP forbids. The second pass finds them all loaded and
    // writes plain markup.
    const { prelude } = await prerenderToNodeStream(page);
    for await (const _ of prelude) { /* drained */ }
    const markup = withoutStylesOfHiddenElements(renderToString(page));
    if (/<script|<template/.test(markup)) throw new Error('the prerendered /login still waits for something');
    if (/\sstyle="/.test(markup)) throw new Error('the prerendered /login has a style attribute, which the CSP refuses');
    return markup;
  } finally {
    app.stop();
  }
}

/** The page's title and description in `locale`, for the prerendered page's <head>. */
export async function documentTexts(locale: Locale): Promise<{ title: string; description: string }> {
  const i18n = await createI18n(locale);
  return { title: i18n.t('common:app-name'), description: i18n.t('common:meta-description') };
}
