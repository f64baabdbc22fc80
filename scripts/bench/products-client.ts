// The products table in the browser with 10,000 rows: time to first render, to pull 500 pages of 20
// through infinite scroll, and to scroll through all of them. The built app runs on the real server
// (fresh database, signed in as demo); the list endpoint is answered by a route handler with
// generated rows, so the figures are the client's, not the database's. Times come from
// performance.now() inside the page. Needs `npm run build` first.
import { existsSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { startBuiltServer } from './built-server';
import { CHROMIUM_LAUNCH } from '../../tests/e2e/env';

const PAGES = Number(process.env.BENCH_PAGES ?? 500);
const PAGE_SIZE = 20;

function generatedPage(n: number) {
  const data = Array.from({ length: PAGE_SIZE }, (_, i) => {
    const id = 1_000_000 - (n * PAGE_SIZE + i);
    return {
      id, num: id, slug: `bench-${id}`, name: `Bench product ${id} - منتج تجريبي`, primaryImage: null, views: id % 5000,
      category: { id: 1, name: 'Sedans', nameAr: 'سيدان', slug: 'sedans', path: ['vehicles', 'cars', 'sedans'] },
      createdAt: new Date(Date.now() - (n * PAGE_SIZE + i) * 3_600_000).toISOString(),
      postedBy: { id: 2, fullName: 'Sara Al-Ahmad', userName: 'sara' }, price: 1000 + id, sellType: 'sell', status: 'available',
      isActive: id % 7 !== 0, isBoosted: id % 3 === 0, hasPromoOffer: id % 4 === 0, offers: [], canEdit: true, canDelete: true,
    };
  });
  return { data, nextCursor: n + 1 < PAGES ? String(n + 1) : null };
}

/** In the page: scroll the table's container to its end until the last page is in. */
async function loadAllInPage(page: Page) {
  // (No named functions inside: tsx would wrap them in a __name helper the page does not have.)
  return page.evaluate(async (total) => {
    const table = document.querySelector('[role=table]')!;
    const scroller = table.parentElement!.parentElement!;
    const loadStart = performance.now();
    while (table.getAttribute('aria-rowcount') !== String(total + 1)) {
      scroller.scrollTop = scroller.scrollHeight;
      await new Promise<number>((r) => requestAnimationFrame(r));
    }
    return performance.now() - loadStart;
  }, PAGES * PAGE_SIZE);
}

/**
 * In the page: time a full scroll, viewport by viewport from the top to the end, one step per frame,
 * then a jump from the top to the last row. The browser's long animation frames (over 50 ms) during
 * the scroll say where a slow frame's time went (BENCH_TRACE gives the whole trace).
 */
async function scrollInPage(page: Page) {
  return page.evaluate(async (total) => {
    const table = document.querySelector('[role=table]')!;
    const scroller = table.parentElement!.parentElement!;
    scroller.scrollTop = 0;
    await new Promise<number>((r) => requestAnimationFrame(r));
    const longFrames: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => longFrames.push(...list.getEntries()));
    observer.observe({ type: 'long-animation-frame' });
    const frames: number[] = [];
    const stamps: number[] = [];
    const scrollStart = performance.now();
    let last = scrollStart;
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += scroller.clientHeight;
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      frames.push(now - last);
      stamps.push(now);
      last = now;
    }
    const scrollEndMs = performance.now() - scrollStart;
    await new Promise((r) => setTimeout(r, 100));
    observer.takeRecords().forEach((e) => longFrames.push(e));
    observer.disconnect();
    const lastRendered = !!table.querySelector(`[aria-rowindex="${total + 1}"]`);
    const jumpStart = performance.now();
    scroller.scrollTop = 0;
    await new Promise<number>((r) => requestAnimationFrame(r));
    scroller.scrollTop = scroller.scrollHeight;
    while (!table.querySelector(`[aria-rowindex="${total + 1}"]`)) await new Promise<number>((r) => requestAnimationFrame(r));
    const jumpToEndMs = performance.now() - jumpStart;
    type LoAF = PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; scripts: { duration: number; invoker: string; forcedStyleAndLayoutDuration: number }[] };
    // The slowest long frames: tasks before the frame's rendering, its scroll events and rAF callbacks
    // (the table's render on scroll is there), then style, layout and paint.
    const worstLong = (longFrames as LoAF[]).sort((a, b) => b.duration - a.duration).slice(0, 3).map((f) => {
      const end = f.startTime + f.duration;
      const renderStart = f.renderStart || end;
      const styleStart = f.styleAndLayoutStart || end;
      return {
        // 1-based like the step count; 0: after the last step.
        step: stamps.findIndex((t) => t > f.startTime) + 1,
        duration: f.duration,
        scripts: f.scripts.map((s) => ({ invoker: s.invoker, duration: s.duration, forcedLayout: s.forcedStyleAndLayoutDuration })),
        beforeRender: renderStart - f.startTime, scrollAndRaf: styleStart - renderStart, styleLayoutAndPaint: end - styleStart,
      };
    });
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      scrollEndMs, jumpToEndMs, steps: frames.length, lastRendered,
      avgFrameMs: frames.reduce((a, b) => a + b, 0) / Math.max(1, frames.length),
      maxFrameMs: sorted[sorted.length - 1], p95FrameMs: sorted[Math.floor(0.95 * sorted.length)], p99FrameMs: sorted[Math.floor(0.99 * sorted.length)],
      framesOver50: frames.filter((f) => f > 50).length, worstStep: frames.indexOf(sorted[sorted.length - 1]) + 1,
      longFrames: longFrames.length, worstLong,
      domRows: table.querySelectorAll('[role=row]').length,
    };
  }, PAGES * PAGE_SIZE);
}

export async function benchProductsClient(port = Number(process.env.BENCH_PORT ?? 3390)) {
  if (!existsSync('dist/index.html')) throw new Error('run `npm run build` first');
  const server = await startBuiltServer(port);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, permissions: ['notifications'] });
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/login`);
    await page.getByLabel(/user name/i).fill('demo');
    await page.locator('input[type=password]').fill('Demo@12345');
    // The prerendered form submits once the app has taken it over (its button is enabled then).
    await page.locator('button[type=submit]:not([disabled])').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.route('**/api/products/*/sellers**', (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor');
      return route.fulfill({ json: generatedPage(cursor ? Number(cursor) : 0) });
    });
    // The first data row's arrival, timed from navigation start by an observer installed before any script.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstRowMs?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role=table] [aria-rowindex="2"]')) {
          w.__firstRowMs = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/products`);
    await page.waitForFunction(() => (window as unknown as { __firstRowMs?: number }).__firstRowMs !== undefined);
    const firstRenderMs = await page.evaluate(() => (window as unknown as { __firstRowMs: number }).__firstRowMs);
    const loadAllMs = await loadAllInPage(page);
    // BENCH_TRACE=file.json: a Chrome trace of the scroll (load it in the DevTools Performance panel).
    const trace = process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'v8', 'blink.user_timing'] });
    // BENCH_HEAP_PROFILE=file.json: where the scroll's allocations come from (sampled by V8, freed ones too).
    const heapProfile = process.env.BENCH_HEAP_PROFILE;
    // What the scroll leaves alive (after a full collection on each side): the rows' caches, built
    // once per row shown, stay for the list's life and make every later collection longer.
    const cdp = await page.context().newCDPSession(page);
    const heapAfterCollection = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const heapBefore = await heapAfterCollection();
    if (heapProfile) await cdp.send('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    const scrolled = await scrollInPage(page);
    if (trace) await browser.stopTracing();
    if (heapProfile) writeFileSync(heapProfile, JSON.stringify((await cdp.send('HeapProfiler.stopSampling')).profile));
    const heapKeptMb = ((await heapAfterCollection()) - heapBefore) / 1e6;
    const figures = { rows: PAGES * PAGE_SIZE, firstRenderMs, loadAllMs, ...scrolled, heapBeforeMb: heapBefore / 1e6, heapKeptMb };
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`first rows rendered (from navigation start): ${ms(figures.firstRenderMs)}`);
    console.log(`${PAGES} pages of ${PAGE_SIZE} pulled by infinite scroll: ${ms(figures.loadAllMs)}`);
    console.log(`scroll through ${figures.rows} loaded rows (${figures.steps} viewports, one a frame): ${ms(figures.scrollEndMs)}; frame avg ${ms(figures.avgFrameMs)}, max ${ms(figures.maxFrameMs)}`);
    console.log(`scroll frames: p95 ${ms(figures.p95FrameMs)}, p99 ${ms(figures.p99FrameMs)}, ${figures.framesOver50} over 50 ms, the worst at step ${figures.worstStep} of ${figures.steps}; ${figures.longFrames} long animation frames`);
    for (const f of figures.worstLong) {
      const scripts = f.scripts.map((s) => `${s.invoker} ${ms(s.duration)}${s.forcedLayout ? ` (forced layout ${ms(s.forcedLayout)})` : ''}`).join(', ');
      console.log(`  long frame at step ${f.step}: ${ms(f.duration)} = tasks ${ms(f.beforeRender)}, scroll events and rAF ${ms(f.scrollAndRaf)}, style/layout/paint ${ms(f.styleLayoutAndPaint)}; scripts: ${scripts}`);
    }
    console.log(`JavaScript heap before the scroll: ${figures.heapBeforeMb.toFixed(1)} MB; kept alive by the scroll: ${figures.heapKeptMb.toFixed(1)} MB`);
    console.log(`jump from top to the last row: ${ms(figures.jumpToEndMs)}; rows in the DOM at the end: ${figures.domRows}`);
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('products-client.ts')) await benchProductsClient();
