// @vitest-environment jsdom
// A contact's preview and name are cut at their own end in either language (the
// box that truncates takes the text's direction), and delivered (two checks) is drawn unlike sent (one).
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBundledI18n } from '../../../i18n-bundled';
import type { Contact } from '../../../api/schemas/chats';
import { ChatHeader } from './ChatHeader';
import { ContactRow } from './ContactList';
import { MessageTicks } from './MessageTicks';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const english = 'Hello, is the MacBook still available? I would like to come by tomorrow after work 123';
const contact: Contact = { id: 7, fullName: 'Fatima Al-Mutairi', avatar: null, newMessagesCount: 0, lastMessage: { message: english, kind: 'text', createdAt: '2026-11-27T10:00:00.000Z' } };

/** The element that cuts `text` with an ellipsis: it must carry the text's own direction (dir="auto"). */
const cutterOf = (text: string) => {
  const el = screen.getByText(text);
  expect(el.className).toContain('truncate');
  return el;
};

describe.each(['en', 'ar'] as const)('in %s', (lang) => {
  it('a contact row cuts an English preview and the name at their own end (dir="auto" on the truncating box)', () => {
    render(<I18nextProvider i18n={createBundledI18n(lang)}><ContactRow contact={contact} current={false} href="/chats/messages/7" /></I18nextProvider>);
    expect(cutterOf(english).getAttribute('dir')).toBe('auto');
    expect(cutterOf('Fatima Al-Mutairi').getAttribute('dir')).toBe('auto');
  });

  it("the conversation's title is the person's name in its own direction", () => {
    render(<I18nextProvider i18n={createBundledI18n(lang)}><ChatHeader name="Fatima Al-Mutairi" backHref="/chats" typing={false} /></I18nextProvider>);
    expect(cutterOf('Fatima Al-Mutairi').getAttribute('dir')).toBe('auto');
  });

  it('sent shows one check; delivered and read two, wider, drawn apart; each state has its words', () => {
    const words = { en: { sent: 'Sent', received: 'Delivered', read: 'Read' }, ar: { sent: 'أُرسلت', received: 'وصلت', read: 'قُرئت' } }[lang];
    const ticks = (status: 'sent' | 'received' | 'read') => {
      render(<I18nextProvider i18n={createBundledI18n(lang)}><MessageTicks status={status} /></I18nextProvider>);
      const box = screen.getByTestId('message-status');
      const svg = box.querySelector('svg')!;
      const shown = { strokes: svg.querySelectorAll('path').length, width: Number(svg.getAttribute('width')), text: box.textContent };
      cleanup();
      return shown;
    };
    const sent = ticks('sent');
    expect(sent).toEqual({ strokes: 1, width: 16, text: words.sent });
    for (const status of ['received', 'read'] as const) {
      const two = ticks(status);
      expect(two.strokes).toBe(2);
      expect(two.width).toBeGreaterThanOrEqual(sent.width + 4);
      expect(two.text).toBe(words[status]);
    }
  });
});
