// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_TYPES, type CategoryAttribute } from '../../../../api/schemas/categories';
import { createBundledI18n } from '../../../../i18n-bundled';
import type { AttributeValue } from '../../../../machines/product-wizard/product-wizard.draft';
import { AttributeInput } from './AttributeFields';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const weight: CategoryAttribute = { id: 7, name: 'Weight', nameAr: 'الوزن', type: ATTRIBUTE_TYPES.number, optionsCount: 0 };

function Weight({ lang, kept }: { lang: 'en' | 'ar'; kept: AttributeValue[] }) {
  const [value, setValue] = useState<AttributeValue | undefined>(undefined);
  return (
    <I18nextProvider i18n={createBundledI18n(lang)}>
      <AttributeInput attribute={weight} value={value} locale={lang} onChange={(v) => { kept.push(v); setValue(v); }} />
    </I18nextProvider>
  );
}

describe('a number attribute of the wizard', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`takes any script's digits, keeps Latin text with a minus and decimals, and shows the page's digits (${lang})`, () => {
      const kept: AttributeValue[] = [];
      render(<Weight lang={lang} kept={kept} />);
      const input = screen.getByLabelText(lang === 'ar' ? 'الوزن' : 'Weight') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '١٢٫٥' } });
      expect(kept.at(-1)).toBe('12.5');
      expect(input.value).toBe(lang === 'ar' ? '١٢٫٥' : '12.5');
      fireEvent.change(input, { target: { value: '-۳.2x5' } });
      expect(kept.at(-1)).toBe('-3.25');
      expect(input.value).toBe(lang === 'ar' ? '-٣٫٢٥' : '-3.25');
    });
  }
});
