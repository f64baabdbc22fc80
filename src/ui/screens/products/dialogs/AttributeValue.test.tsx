// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductAttribute } from '../../../../api/schemas/products';
import type { Locale } from '../../../../api/schemas/common';
import { createBundledI18n } from '../../../../i18n-bundled';
import { ATTRIBUTE_TYPE, AttributeValue } from './AttributeValue';

afterEach(cleanup);

const year: ProductAttribute = { id: 5, name: 'Year', nameAr: 'سنة الصنع', type: ATTRIBUTE_TYPE.number, value: '2017', values: null, options: [] };

const shown = (locale: Locale) => render(
  <I18nextProvider i18n={createBundledI18n(locale)}><AttributeValue attribute={year} /></I18nextProvider>,
).container.textContent;

describe('a number attribute', () => {
  it('is not grouped like an amount: the Year reads 2017, not 2,017', () => {
    expect(shown('en')).toBe('2017');
  });

  it('is written in Arabic-Indic digits in Arabic', () => {
    expect(shown('ar')).toBe('٢٠١٧');
  });
});
