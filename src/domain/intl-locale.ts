/** The Intl locale of an app locale: Kuwaiti English or Arabic, as formatKwd uses, so every number in a row agrees. */
export const intlLocale = (locale: string) => (locale === 'ar' ? 'ar-KW' : 'en-KW');
