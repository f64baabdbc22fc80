// `npm run bench -- chat-scroll`: a 10,000-message conversation (chat-scroll-history.ts) in headless
// Chromium on the built server (PostgreSQL, a throwaway database). Signed in as the company, the page
// opens the conversation and scrolls up a viewport a frame through the whole history (older pages of
// 20 come in as the top nears; at the top, frames go on while the next one loads), then back down to
// the newest. Long tasks come from a PerformanceObserver('longtask') and frame times from
// requestAnimationFrame, both inside the page, over the scrolling only. Goal: no long task over 50 ms.
// Needs `npm run build` first; BENCH_PORT (3391) for the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { openDatabase } from '../../server/db';
import { CHROMIUM_LAUNCH } from '../../tests/e2e/env';
import { benchMessageText, writeLongConversation } from './chat-scroll-history';
import { throwawayDatabase } from './throwaway-db';

const COUNT = Number(process.env.BENCH_CHAT_MESSAGES ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
/** The longest the scroll up may take before the bench gives up (a page that stopped loading). */
const LIMIT_MS = 10 * 60_000;

async function startServer(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  if (await fetch(`http://127.0.0.1:${PORT}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is in use (BENCH_PORT)`);
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    const poll = () => fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => (r.ok ? resolve(child) : setTimeout(poll, 200)), () => setTimeout(poll, 200));
    poll();
  });
}

/** In the page: up through the history to the first message, then down to the newest; long tasks and frames of that time. */
function scrollThrough(page: Page) {
  // (No named functions inside: tsx would wrap them in a __name helper the page does not have.)
  return page.evaluate(async ({ first, limitMs }) => {
    const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
    const box = document.querySelector<HTMLElement>('[role=log]')!;
    const frames: number[] = [];
    const started = performance.now();
    let last = started;
    let maxBubbles = 0;
    while (!(box.scrollTop <= 0 && [...box.querySelectorAll('[data-testid=chat-message]')].some((b) => b.textContent?.includes(first)))) {
      box.scrollTop -= box.clientHeight;
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      frames.push(now - last);
      last = now;
      maxBubbles = Math.max(maxBubbles, box.querySelectorAll('[data-testid=chat-message]').length);
      if (now - started > limitMs) throw new Error('the first message never came');
    }
    const upMs = performance.now() - started;
    const downStarted = performance.now();
    while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
      box.scrollTop += box.clientHeight;
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      frames.push(now - last);
      last = now;
    }
    const downMs = performance.now() - downStarted;
    const tasks = w.__longTasks.filter((t) => t.start >= started).map((t) => t.duration);
    return { upMs, downMs, frames, tasks, maxBubbles, height: box.scrollHeight };
  }, { first: benchMessageText(1), limitMs: LIMIT_MS });
}

export async function benchChatScroll() {
  if (!existsSync('dist/index.html') || !existsSync('dist-server/main.mjs')) throw new Error('run `npm run build` first');
  const throwaway = await throwawayDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'souqdesk-bench-chat-'));
  let server: ChildProcess | undefined;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const written = performance.now();
    const database = await openDatabase({ databaseUrl: throwaway.url });
    const { buyerId } = await writeLongConversation(database.db, COUNT).finally(() => database.close());
    console.log(`${COUNT} messages written in ${((performance.now() - written) / 1000).toFixed(1)} s`);
    server = await startServer(throwaway.url, dataDir);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, permissions: ['notifications'], timezoneId: 'Asia/Kuwait' });
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    let pages = 0;
    page.on('request', (r) => { if (new URL(r.url()).searchParams.has('cursor')) pages++; });
    const base = `http://127.0.0.1:${PORT}`;
    await page.goto(`${base}/login`);
    await page.getByLabel(/user name/i).fill('demo');
    await page.locator('input[type=password]').fill('Demo@12345');
    // The prerendered form submits once the app has taken it over (its button is enabled then).
    await page.locator('button[type=submit]:not([disabled])').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${base}/chats/messages/${buyerId}`);
    await page.getByTestId('chat-message').filter({ hasText: benchMessageText(COUNT).split('\n')[0] }).waitFor();

    // BENCH_PROFILE=file.cpuprofile: the page's CPU profile over the scrolling (for DevTools).
    const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
    const r = await scrollThrough(page);
    if (cdp) writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const sorted = [...r.frames].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const over = r.tasks.filter((d) => d > 50);
    console.log(`up through ${COUNT} messages (${pages} older pages of 20) in ${(r.upMs / 1000).toFixed(1)} s, back down in ${(r.downMs / 1000).toFixed(1)} s; ${r.frames.length} frames`);
    console.log(`long tasks over 50 ms: ${over.length} (worst ${over.length ? ms(Math.max(...over)) : '-'}); frame p95 ${ms(p95)}, worst ${ms(sorted.at(-1) ?? NaN)}`);
    console.log(`bubbles in the DOM at most: ${r.maxBubbles}; list height ${Math.round(r.height / 1000)}k px`);
    return { count: COUNT, pages, longTasks: over.length, worstLongTaskMs: over.length ? Math.max(...over) : 0, p95FrameMs: p95, worstFrameMs: sorted.at(-1), ...r, frames: undefined, tasks: undefined };
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
    await throwaway.drop();
  }
}

if (process.argv[1]?.endsWith('chat-scroll.ts')) await benchChatScroll();
