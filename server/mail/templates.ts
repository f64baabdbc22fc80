import type { Locale } from '../../src/api/schemas/common';
import { t, type Vars } from '../i18n/t';
import type { MailMessage } from './mailer';

type Letter = Omit<MailMessage, 'to'>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A plain letter: greeting, paragraphs, signature; the HTML copy is right-to-left in Arabic. */
function letter(locale: Locale, subjectKey: string, lines: [key: string, vars?: Vars][], highlight?: string): Letter {
  const paragraphs = [...lines.map(([key, vars]) => t(locale, key, vars)), t(locale, 'server.mail-signature')];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs
    .map((p) => (highlight && p.includes(highlight)
      ? `<p>${escapeHtml(p).replace(escapeHtml(highlight), `<strong style="font-size:20px;letter-spacing:3px">${escapeHtml(highlight)}</strong>`)}</p>`
      : `<p>${escapeHtml(p)}</p>`))
    .join('\n');
  return {
    subject: t(locale, subjectKey),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>`,
  };
}

export const resetCodeLetter = (locale: Locale, v: { name: string; code: string }) =>
  letter(locale, 'server.mail-reset-subject', [
    ['server.mail-reset-greeting', { name: v.name }],
    ['server.mail-reset-body', { code: v.code }],
    ['server.mail-reset-ignore'],
  ], v.code);

/**
 * Mailed to whatever address the form named, so it quotes nothing the applicant wrote: anyone could
 * otherwise send their own text (a phishing line in the company name) from our address.
 */
export const joinReceivedLetter = (locale: Locale) =>
  letter(locale, 'server.mail-join-subject', [['server.mail-join-greeting-plain'], ['server.mail-join-body'], ['server.mail-join-ignore']]);

export const joinApprovedLetter = (locale: Locale, v: { company: string; userName: string; password: string; url: string }) =>
  letter(locale, 'server.mail-approved-subject', [
    ['server.mail-join-greeting', { company: v.company }],
    ['server.mail-approved-body'],
    ['server.mail-approved-username', { userName: v.userName }],
    ['server.mail-approved-password', { password: v.password }],
    ['server.mail-approved-link', { url: v.url }],
  ]);

/** The administrator's reason is quoted; nothing the applicant wrote is (anyone may apply in anyone's name). */
export const joinDeclinedLetter = (locale: Locale, v: { reason: string }) =>
  letter(locale, 'server.mail-declined-subject', [
    ['server.mail-join-greeting-plain'],
    ['server.mail-declined-body'],
    ['server.mail-declined-reason', { reason: v.reason }],
    ['server.mail-declined-again'],
  ]);
