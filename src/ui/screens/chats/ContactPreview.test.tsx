// @vitest-environment jsdom
// A contact whose last message is a photo or a voice message shows its kind (icon and word) and its
// caption, not the caption alone; in English and Arabic.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../../api/schemas/chats';
import { createBundledI18n } from '../../../i18n-bundled';
import { ContactRow } from './ContactList';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const words = { en: { image: 'Photo', voice: 'Voice message' }, ar: { image: 'صورة', voice: 'رسالة صوتية' } };
const contactWith = (kind: 'text' | 'image' | 'voice', message: string): Contact => ({
  id: 7, fullName: 'Fatima', avatar: null, newMessagesCount: 0, lastMessage: { message, kind, createdAt: '2026-11-27T10:00:00.000Z' },
});
const row = (lang: 'en' | 'ar', contact: Contact) => {
  render(<I18nextProvider i18n={createBundledI18n(lang)}><ContactRow contact={contact} current={false} href="/chats/messages/7" /></I18nextProvider>);
  return screen.getByTestId('chat-contact');
};

describe.each(['en', 'ar'] as const)('in %s', (lang) => {
  for (const kind of ['image', 'voice'] as const) {
    it(`a ${kind} with a caption shows its kind with an icon, then the caption`, () => {
      const link = row(lang, contactWith(kind, 'The blue one, size 42'));
      const preview = link.querySelector(`[data-kind="${kind}"]`)!;
      expect(preview.querySelector('svg')).not.toBeNull();
      expect(preview.textContent).toBe(`${words[lang][kind]}·The blue one, size 42`);
      expect(screen.getByText('The blue one, size 42').getAttribute('dir')).toBe('auto');
    });

    it(`a ${kind} without a caption shows its kind alone`, () => {
      const link = row(lang, contactWith(kind, ''));
      expect(link.querySelector(`[data-kind="${kind}"]`)!.textContent).toBe(words[lang][kind]);
    });
  }

  it('a text message is shown as it is, without a kind', () => {
    const link = row(lang, contactWith('text', 'See you tomorrow'));
    expect(screen.getByText('See you tomorrow')).toBeTruthy();
    expect(link.querySelector('[data-kind]')).toBeNull();
  });
});
