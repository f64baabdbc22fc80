import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { AFTER_PAINT_FALLBACK_MS, afterPaintLoader, fillTemplate, startAfterPaint } from './vite-prerender';

const template = '<!doctype html>\n<html lang="en" dir="ltr">\n<head><meta name="description" content="Sell &amp; barter" />\n<title>Souqdesk</title></head>\n<body><div id="root"></div></body></html>';
const arabic = { title: 'سوق ديسك', description: 'لوحة البائع "للبيع" & المقايضة' };
const english = { title: 'Souqdesk', description: 'The seller dashboard' };

describe('fillTemplate', () => {
  it('puts the language on <html>, its title and description in <head> and the markup in #root, marked with its language', () => {
    const html = fillTemplate(template, 'ar', '<main>مرحباً</main>', arabic);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>سوق ديسك</title>');
    expect(html).toContain('<meta name="description" content="لوحة البائع &quot;للبيع&quot; &amp; المقايضة" />');
    expect(html).toContain('<div id="root" data-prerendered="ar"><main>مرحباً</main></div>');
    expect(fillTemplate(template, 'en', '<main/>', english)).toContain('<html lang="en" dir="ltr">');
  });

  it('marks a signed-in frame as one, for the app to replace rather than hydrate', () => {
    expect(fillTemplate(template, 'en', '<main/>', english, 'data-frame')).toContain('<div id="root" data-frame="en"><main/></div>');
  });

  it('fails the build when index.html no longer has what it fills', () => {
    expect(() => fillTemplate(template.replace('<div id="root"></div>', '<div id="app"></div>'), 'en', 'x', english)).toThrow(/#?root/);
    expect(() => fillTemplate(template.replace(/<meta name="description"[^>]*>/, ''), 'ar', 'x', arabic)).toThrow(/description/);
  });
});

describe('startAfterPaint', () => {
  const head = '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/rt-b2.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">';

  it('loads the entry through the loader and keeps the stylesheet', () => {
    const html = startAfterPaint(head, '/assets/index-a1.js', '/assets/after-paint-d4.js');
    expect(html).toBe('<script type="module" crossorigin src="/assets/after-paint-d4.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
  });

  it('fails the build when the entry tag is not there to replace', () => {
    expect(() => startAfterPaint(head, '/assets/index-zz.js', '/assets/after-paint-d4.js')).toThrow(/entry/);
  });
});

describe('afterPaintLoader', () => {
  /** Runs the loader with stand-ins for the browser's frames, timers and import(), returning what it imported. */
  function run({ framesRendered }: { framesRendered: boolean }) {
    const imported: string[] = [];
    const timers: Array<{ at: number; run: () => void }> = [];
    let frame: (() => void) | undefined;
    const source = afterPaintLoader('/assets/index-a1.js').replace(/import\(/g, 'load(');
    runInNewContext(source, {
      load: (entry: string) => imported.push(entry),
      requestAnimationFrame: (callback: () => void) => { frame = callback; },
      setTimeout: (callback: () => void, ms = 0) => { timers.push({ at: ms, run: callback }); },
    });
    if (framesRendered) frame?.();
    for (const timer of timers.sort((a, b) => a.at - b.at)) timer.run();
    return imported;
  }

  it('starts the app once, after the first frame', () => {
    expect(run({ framesRendered: true })).toEqual(['/assets/index-a1.js']);
  });

  it(`starts it after ${AFTER_PAINT_FALLBACK_MS} ms in a tab that renders no frames (opened in the background)`, () => {
    expect(run({ framesRendered: false })).toEqual(['/assets/index-a1.js']);
  });
});
