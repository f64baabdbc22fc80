// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBundledI18n } from '../../i18n-bundled';
import { TextArea } from './TextArea';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

describe('TextArea', () => {
  it("counts the characters against the limit in the language's digits", () => {
    const count = (lang: 'en' | 'ar') => {
      render(<I18nextProvider i18n={createBundledI18n(lang)}><TextArea label="Text" value="Hello" maxLength={4000} onChange={() => {}} /></I18nextProvider>);
      const shown = screen.getByText(/\//).textContent;
      cleanup();
      return shown;
    };
    expect(count('en')).toBe('5/4000');
    expect(count('ar')).toBe('٥/٤٠٠٠');
  });
});
