import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';

// Every script the overview loads on its main thread is served marked for eager compilation (the build's
// compile-hints plugin), in the compressed copy the server sends. Workers run beside the page, not in
// its way, and are left as they are.
test('every script of the signed-in overview starts with the compile hint', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname) && !/\.worker-/.test(request.url())) scripts.add(request.url());
  });
  await new LoginPage(page).signInAs('demo');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(10);
  const unmarked: string[] = [];
  for (const url of scripts) {
    const reply = await page.request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.headers()['content-encoding'] ?? 'identity').toMatch(/^(br|identity)$/);
    if (!(await reply.text()).startsWith('//# allFunctionsCalledOnLoad\n')) unmarked.push(url);
  }
  expect(unmarked).toEqual([]);
});
