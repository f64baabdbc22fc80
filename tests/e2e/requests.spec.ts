import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { RequestsPage, requestsOf } from './pages/requests.page';
import { animationsSettled } from './support/settled';

test.describe('the requests list', () => {
  test('accepting and rejecting pending requests shows their labels and reloads the list from page 1', async ({ page, request }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await requests.open();
    const { first, second } = await requests.twoToDecide(request, 'demo');

    await requests.decide(first, 'Accept');
    await expect(requests.row(first).getByText('Accepted', { exact: true })).toBeVisible();
    await expect(requests.row(first).getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(page.getByText('Request accepted')).toBeVisible();

    await requests.decide(second, 'Reject');
    await expect(requests.row(second).getByText('Rejected', { exact: true })).toBeVisible();
    await expect(requests.row(second).getByRole('button', { name: 'Reject' })).toHaveCount(0);

    // The server kept both decisions: a fresh load shows the same labels.
    await page.reload();
    await expect(requests.row(first).getByText('Accepted', { exact: true })).toBeVisible();
    await expect(requests.row(second).getByText('Rejected', { exact: true })).toBeVisible();
  });

  test('Accept asks first: No sends nothing and keeps the buttons; the question names the request', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await requests.open();
    const [num] = await requests.pendingNums();
    let sent = 0;
    await page.route('**/api/requests/*/status', (route) => { sent++; return route.continue(); });
    const accept = requests.row(num).getByRole('button', { name: 'Accept' });
    await accept.click();
    await expect(page.getByText(`Accept request #${num}?`)).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByText(`Accept request #${num}?`)).toHaveCount(0);
    await expect(accept).toBeEnabled();
    // Focus goes back to the button that asked.
    await expect(accept).toBeFocused();
    expect(sent).toBe(0);
  });

  test('?requestId= opens that request, a barter with both products side by side; an unknown id opens nothing', async ({ page, request }) => {
    const barter = (await requestsOf(request, 'demo', '&type=bartering')).find((r) => r.senderProduct !== null)!;
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    // Not `requests.open`, which waits for the rows: the dialog may open first, and then hides the table.
    await page.goto(`/requests?requestId=${barter.id}`);
    const dialog = page.getByRole('dialog', { name: `Request no. ${barter.num}` });
    // (The dialog element itself has no box: its panel does.)
    await expect(dialog.getByText(`Request no. ${barter.num}`)).toBeVisible();
    const requested = dialog.getByRole('region', { name: 'Requested product' });
    const offered = dialog.getByRole('region', { name: 'Offered in exchange' });
    await expect(requested).toContainText(barter.receiverProduct.name);
    await expect(offered).toContainText(barter.senderProduct!.name);
    // Measured at rest: while the dialog still slides in, the two boxes are read at different moments.
    await animationsSettled(page);
    const a = (await requested.boundingBox())!;
    const b = (await offered.boundingBox())!;
    expect(Math.abs(a.y - b.y)).toBeLessThan(4);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);

    // Closing spends the link.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/requestId=/);

    await requests.open('/requests?requestId=999999');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the type filter keeps only barters, and reset brings sales back', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await requests.open();
    await page.getByRole('button', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Bartering' }).click();
    await expect(async () => expect(new Set(await requests.rows.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('[role=cell]')[6]?.textContent?.trim())))).toEqual(new Set(['Bartering']))).toPass();
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect(async () => expect(new Set(await requests.rows.evaluateAll((rows) => rows.map((r) => r.querySelectorAll('[role=cell]')[6]?.textContent?.trim())))).toContain('Sale')).toPass();
  });

  test('in Arabic the table mirrors: the number column sits at the right edge', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await requests.open();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(requests.headers.first()).toHaveText('الرقم');
    const table = (await requests.table.boundingBox())!;
    const first = (await requests.headers.first().boundingBox())!;
    const second = (await requests.headers.nth(1).boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);
    expect(table.x + table.width - (first.x + first.width)).toBeLessThan(24);
    await expect(requests.rows.first().getByRole('button', { name: /قبول|رفض/ }).or(requests.rows.first().getByText(/مقبول|مرفوض/)).first()).toBeVisible();
  });
});
