import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { OUTCOMES, TEST_CARDS } from './constants';
import type { SandboxInvoice } from './store';
import { amountText, failureText, PAGE_TEXTS, type SandboxLanguage } from './texts';

// Server-rendered and script-free (the app's CSP allows no inline script or style): the stylesheet
// is a file next to the page, and the outcome is a plain form POST back to the page's own URL.

export const languageOf = (invoice: Pick<SandboxInvoice, 'language'>): SandboxLanguage => (invoice.language === 'AR' ? 'ar' : 'en');

function layout(language: SandboxLanguage, title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>, knet = false) {
  return html`<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="../sandbox.css"></head>
<body class="${knet ? 'knet' : 'card'}"><main>${body}</main></body></html>`;
}

/** A page that only says something (unknown invoice, already paid, bad form). */
export function messagePage(language: SandboxLanguage, message: string) {
  const t = PAGE_TEXTS[language];
  return layout(language, t.title, html`<h1>${t.title}</h1><p class="message" role="alert">${message}</p>`);
}

function testCards(invoice: SandboxInvoice, language: SandboxLanguage) {
  const t = PAGE_TEXTS[language];
  if (invoice.method === 'knet') {
    return html`<p class="cards">${t.knetCard}: <bdi>${TEST_CARDS.knet.number}</bdi>${t.comma}${t.expiry} <bdi>${TEST_CARDS.knet.expiry}</bdi>${t.comma}${t.anyPin}</p>`;
  }
  return html`<section class="cards"><h2>${t.testCards}</h2><ul>
<li>Mastercard <bdi>${TEST_CARDS.mastercard.number}</bdi>${t.comma}${t.expiry} <bdi>${TEST_CARDS.mastercard.expiry}</bdi>${t.comma}${t.cvv} <bdi>${TEST_CARDS.mastercard.cvv}</bdi></li>
<li>Visa <bdi>${TEST_CARDS.visa.number}</bdi>${t.comma}${t.expiry} ${t.anyValue}${t.comma}${t.cvv} ${t.anyValue}</li>
</ul></section>`;
}

/** The payment page: amount, the provider's test cards, and the outcome the tester picks; `token` is the link's. */
export function payPage(invoice: SandboxInvoice, token: string) {
  const language = languageOf(invoice);
  const t = PAGE_TEXTS[language];
  const knet = invoice.method === 'knet';
  const title = knet ? t.knetTitle : t.cardTitle;
  const defaultCard = knet ? TEST_CARDS.knet.number : TEST_CARDS.mastercard.number;
  const options = OUTCOMES.map((outcome) => html`<label class="outcome"><input type="radio" name="outcome" value="${outcome}"${outcome === 'Success' ? html` checked` : ''}>
<span>${outcome === 'Success' ? t.success : html`<bdi>${outcome}</bdi> ${failureText(outcome, language)}`}</span></label>`);
  return layout(language, title, html`<header><p class="brand">${knet ? 'KNET' : 'MyFatoorah'}</p><h1>${title}</h1></header>
<dl>
<dt>${t.amount}</dt><dd class="amount" data-fils="${invoice.amountFils}">${amountText(invoice.amountFils, language)}</dd>
<dt>${t.invoice}</dt><dd><bdi>${invoice.id}</bdi></dd>
${invoice.customerReference ? html`<dt>${t.reference}</dt><dd><bdi>${invoice.customerReference}</bdi></dd>` : ''}
</dl>
${testCards(invoice, language)}
<form method="post">
<input type="hidden" name="token" value="${token}">
<label class="field">${t.cardNumber}<input name="card" inputmode="numeric" autocomplete="off" dir="ltr" value="${defaultCard}"></label>
<fieldset><legend>${t.outcome}</legend>${options}</fieldset>
<button type="submit">${t.pay} ${amountText(invoice.amountFils, language)}</button>
</form>
<p class="note">${t.note}</p>`, knet);
}
