import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeDifferences } from './locale-keys';
import { physicalClasses } from './physical-classes';

describe('physical-direction class check', () => {
  it('finds physical classes with variants and negatives', () => {
    const found = physicalClasses(`<div className="ml-2 hover:pr-4 -left-3 text-right rounded-l-lg md:border-r" />`).map((f) => f.cls);
    expect(found).toEqual(['ml-2', 'hover:pr-4', '-left-3', 'text-right', 'rounded-l-lg', 'md:border-r']);
  });
  it('lets logical classes and ordinary words through', () => {
    expect(physicalClasses(`<div className="ms-2 pe-4 start-0 end-2 text-start border-s rounded-s-lg" title="left" />`)).toEqual([]);
    expect(physicalClasses(`const html = "template"; const x = 'premium';`)).toEqual([]);
  });
});

describe('locale key check', () => {
  it('reports keys present in one language only', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const [lng, body] of [['en', { a: 'A', nested: { b: 'B', c: 'C' } }], ['ar', { a: 'أ', nested: { b: 'ب' }, extra: 'x' }]] as const) {
      mkdirSync(join(root, lng));
      writeFileSync(join(root, lng, 'shell.json'), JSON.stringify(body));
    }
    expect(localeDifferences(join(root, 'en'), join(root, 'ar'))).toEqual({ missingInAr: ['shell:nested.c'], missingInEn: ['shell:extra'] });
  });
  it('holds for the real locale files', () => {
    expect(localeDifferences('src/locales/en', 'src/locales/ar')).toEqual({ missingInAr: [], missingInEn: [] });
  });
});
