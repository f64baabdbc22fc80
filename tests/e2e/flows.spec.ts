// The Flows page: off until this browser turns it on; a machine's statechart drawn from its definition;
// the state a second tab of the same browser is in highlighted as the seller clicks through sign-in, with
// the events listed; a scenario exported as Gherkin, CSV and JSON.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { at, texts } from './support/locale-text';
import { expectNoOverflow } from './support/no-overflow';

const flows = texts('en', 'flows');
const flowsAr = texts('ar', 'flows');
const state = (page: import('@playwright/test').Page, id: string) => page.getByTestId('flow-chart').locator(`g[data-state="${id}"]`);

test('the Flows page is off until this browser turns it on', async ({ page }) => {
  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('flow-chart')).toHaveCount(0);
});

test("a second tab's sign-in lights up the session chart, and a scenario exports", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/flows?flows=on&machine=session');
  await expect(page.getByRole('heading', { level: 1, name: at(flows, 'title') })).toBeVisible();
  // The chart, drawn from the machine: its nested states, and the lock's transition with its guard by name.
  await expect(state(page, 'session.signedOut.locked')).toBeVisible();
  await expect(page.getByTestId('flow-chart').getByText(/^LOGIN_SUBMITTED/).first()).toBeVisible();
  await expect(page.getByText(at(flows, 'live.none'))).toBeVisible();

  // The seller's tab, in the same browser: the session waits on the sign-in form.
  const seller = await context.newPage();
  const login = new LoginPage(seller);
  await login.open();
  await expect(state(page, 'session.signedOut.editing')).toHaveAttribute('data-active', 'true');
  await expect(state(page, 'session.signedIn')).toHaveAttribute('data-active', 'false');

  await login.signIn('demo', PASSWORD);
  await expect(seller.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(state(page, 'session.signedIn')).toHaveAttribute('data-active', 'true');
  await expect(state(page, 'session.signedOut.editing')).toHaveAttribute('data-active', 'false');
  await expect(page.getByTestId('flow-events')).toContainText('LOGIN_SUBMITTED');

  // The other flows the seller's tab runs are listed; picking one draws it.
  await page.getByRole('button', { name: 'overview', exact: true }).click();
  await expect(page).toHaveURL(/machine=overview/);
  await expect(page.getByTestId('flow-chart').locator('g[data-active="true"]').nth(1)).toBeVisible();

  // Back to the session: its scenarios, worked out by the paths code, export one at a time.
  await page.getByLabel(at(flows, 'machine')).selectOption('session');
  const gherkin = page.getByRole('button', { name: 'Export scenario 1 as Gherkin' });
  await expect(gherkin).toBeVisible({ timeout: 60_000 });
  const exports: Record<string, string> = {};
  for (const format of ['Gherkin', 'CSV', 'JSON']) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Export scenario 1 as ${format}` }).click()]);
    exports[format] = await readFile((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^session-1\.(feature|csv|json)$/);
  }
  expect(exports.Gherkin).toMatch(/^Feature: session\n/);
  expect(exports.Gherkin).toContain('Scenario: 1. Five wrong passwords');
  expect(exports.CSV.startsWith('\uFEFFpath,name,step')).toBe(true);
  const json = JSON.parse(exports.JSON) as { machine: string; paths: { steps: { type: string; stateKey: string }[] }[] };
  expect(json.machine).toBe('session');
  expect(json.paths).toHaveLength(1);
  expect(json.paths[0].steps[0]).toMatchObject({ type: 'LOGIN_SUBMITTED' });
});

test("a chart whose code cannot load says so, in Arabic on a phone too, and Try again draws it", async ({ page }) => {
  // The flow's code is refused once: the page says the chart could not be drawn instead of waiting.
  const chunk = /\/assets\/refresh-dialog\.machine-[^/]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await page.goto('/flows?flows=on&machine=refresh-dialog');
  const failed = page.getByRole('alert').filter({ hasText: at(flowsAr, 'chart.failed') });
  await expect(failed).toBeVisible();
  const retry = page.getByRole('button', { name: at(flowsAr, 'chart.retry') });
  await expect(retry).toBeVisible();
  // Right to left: the sentence starts on the right and its button follows it to the left.
  const [text, button] = [await failed.boundingBox(), await retry.boundingBox()];
  expect(button!.x + button!.width).toBeLessThan(text!.x);
  await expectNoOverflow(page, 'flows chart failed');
  await page.unroute(chunk);
  await retry.click();
  await expect(page.getByTestId('flow-chart')).toBeVisible();
  await expect(failed).toHaveCount(0);
});
