import { describe, expect, it } from 'vitest';
import { fillTemplate } from './vite-prerender';

const template = '<!doctype html>\n<html lang="en" dir="ltr">\n<body><div id="root"></div></body></html>';

describe('fillTemplate', () => {
  it('puts the language on <html> and the markup in #root, marked with its language', () => {
    const html = fillTemplate(template, 'ar', '<main>مرحباً</main>');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root" data-prerendered="ar"><main>مرحباً</main></div>');
    expect(fillTemplate(template, 'en', '<main/>')).toContain('<html lang="en" dir="ltr">');
  });

  it('fails the build when index.html no longer has what it fills', () => {
    expect(() => fillTemplate(template.replace('<div id="root"></div>', '<div id="app"></div>'), 'en', 'x')).toThrow(/#?root/);
  });
});
