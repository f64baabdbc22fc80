// Every machine is inspectable. An inspection observer installed before boot (the seam
// main.tsx offers to ?inspect's Stately inspector too) records the machine of every actor that
// starts while the tour opens each screen and dialog; every machine of src/machines must appear.
import { expect, test } from './fixtures';
import { findLeaf, WizardPage } from './pages/wizard.page';
import { LoginPage, PASSWORD } from './pages/login.page';
import { ProductsPage } from './pages/products.page';
import { RequestsPage } from './pages/requests.page';
import { EmployeesPage } from './pages/employees.page';
import { machineNames } from './support/machine-names';

test('the inspector sees every machine of src/machines while each screen and dialog opens', async ({ page, request }) => {
  test.setTimeout(150_000);
  const seen = new Set<string>();
  await page.exposeFunction('recordMachine', (name: string) => seen.add(name));
  /** Opens a dialog, waits until it shows `ready` (by default its heading), and closes it. */
  const dialogOpensAndCloses = async (open: () => Promise<void>, ready = page.getByRole('dialog').getByRole('heading').first()) => {
    await open();
    await expect(ready).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await page.addInitScript(() => {
    const record = (window as unknown as { recordMachine: (name: string) => void }).recordMachine;
    window.souqdeskInspect = (event) => {
      // A machine (not a promise or callback actor) has a root state node.
      const logic = (event.actorRef as unknown as { logic?: { id?: string; root?: unknown } }).logic;
      if (event.type === '@xstate.actor' && logic?.root && logic.id) void record(logic.id);
    };
  });

  // Signed out: sign-in with join us, the reset request, the reset with its countdown.
  await new LoginPage(page).open();
  // Join Us runs its machine once the app has taken over the prerendered button.
  await expect(page.getByRole('button', { name: 'Join Us' })).toBeEnabled();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await page.goto(`/reset-password?email=demo%40souqdesk.test&expiresAt=${Date.now() + 300_000}`);
  await expect(page.getByLabel(/code/i).first()).toBeVisible();

  // Signed in: the shell (search, bell, notification permission), then each screen and its dialogs.
  await new LoginPage(page).storeSessionOf('demo');
  // The overview (/) runs its machine, the chat contacts its child.
  await page.goto('/');
  await expect(page.getByTestId('figure-products').getByTestId('figure-value')).toBeVisible();
  const products = new ProductsPage(page);
  await products.open();
  const rowAction = (name: string) => () => products.rows.getByRole('button', { name }).first().click();
  // The details dialog runs the photo gallery's machine once the product has arrived.
  await dialogOpensAndCloses(rowAction('Details'), page.getByTestId('details-price'));
  await dialogOpensAndCloses(rowAction('Edit'));
  await dialogOpensAndCloses(rowAction('Delete'));
  // The wizard, up to the first option menu (its own machine pages the options).
  const leaf = await findLeaf(request, 3);
  const wizard = new WizardPage(page);
  await wizard.open();
  await wizard.chooseCategory(leaf);
  await wizard.next();
  await wizard.fillNameAndPrice('Inspected', '1');
  for (let step = 0; step < 3 && !(await wizard.dialog.getByRole('combobox').count()); step++) await wizard.next();
  await wizard.dialog.getByRole('combobox').first().click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // A decision starts its own actor; the server is not asked to change anything (the reply is faked).
  await page.route('**/api/requests/*/status', (route) => route.fulfill({ status: 422, json: { message: 'Not this time' } }));
  const requests = new RequestsPage(page);
  await requests.open();
  await requests.rows.getByRole('button', { name: 'Reject' }).first().click();
  await page.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Not this time' })).toBeVisible();

  const employees = new EmployeesPage(page);
  await employees.open();
  await dialogOpensAndCloses(() => employees.addButton.click());
  await dialogOpensAndCloses(() => employees.rows.getByRole('button', { name: /^Delete / }).first().click());
  await dialogOpensAndCloses(() => employees.exportButton.click());

  // The payment screen and the provider's return (each starts its machine even with nothing to pay).
  await page.goto('/payment');
  await expect(page.getByText('There is nothing to pay. Choose a service or a plan first.')).toBeVisible();
  await page.goto('/payment-success');
  await expect(page.getByText('This page needs a payment id.')).toBeVisible();
  // The membership card and its plans; a faked unpaid membership opens the unpaid-membership flow (nothing is bought).
  const login = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const self = (await (await request.get('/api/memberships/self', { headers })).json()) as { membership: Record<string, unknown> };
  const unpaid = { ...self.membership, status: 'unpaid', startDate: null, endDate: null };
  await page.route('**/api/memberships/self', (route) => route.fulfill({ json: { ...self, unpaid } }));
  // A faked unpaid sliding banner: that dialog opens on the unpaid-banner warning (the others on their form).
  const unpaidSliding = {
    id: 1, type: 3, title: '', date: '2099-01-01', days: 1, dayslist: [{ date: '2099-01-01', inTop: false }], email: 'a@b.co', phone: '+96550001234',
    Creative: 'forsa', content: 'Brief', layout: null, primaryImage: null, images: [], status: 'unpaid', isActive: false, amount: 11_000, itemId: 1,
    dateAdded: '2098-12-01T00:00:00.000Z', expireAt: '2099-01-01T21:00:00.000Z',
  };
  await page.route('**/api/banners/unpaid?type=3', (route) => route.fulfill({ json: { data: unpaidSliding } }));
  await page.goto('/services');
  await dialogOpensAndCloses(
    () => page.getByTestId('membership-card').getByRole('button', { name: 'See plans' }).click(),
    page.getByRole('alertdialog').getByRole('heading', { name: 'You have an unpaid membership' }),
  );
  // Each service dialog of both tabs, from the Add menu (the first step of most is the product picker).
  for (const tab of ['Ads', 'Brand awareness']) {
    await page.getByRole('tab', { name: tab }).click();
    const add = page.getByRole('tabpanel').getByRole('button', { name: 'Add service' });
    await add.click();
    const services = await page.getByRole('menuitem').allTextContents();
    await page.keyboard.press('Escape');
    for (const service of services) {
      await dialogOpensAndCloses(async () => {
        await add.click();
        await page.getByRole('menuitem', { name: service }).click();
      }, service === 'Sliding banner' ? page.getByRole('alertdialog').getByRole('heading', { name: 'You have an unpaid banner' }) : undefined);
    }
  }
  // A promo offer card of the seed's opens its details (their own machine).
  await page.getByRole('tab', { name: 'Ads' }).click();
  await dialogOpensAndCloses(
    () => page.getByTestId('service-card').and(page.locator('[data-kind="promo"]')).first().getByRole('button', { name: 'Details' }).click(),
    page.getByRole('dialog').getByRole('heading', { name: 'Promo offer details' }),
  );

  // A faked unpaid flash sale of one of demo's products: the flash dialog restored with it opens on the unpaid-flash warning.
  const { user } = (await (await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } })).json()) as { user: { sellerId: number } };
  const listed = (await (await request.get(`/api/products/${user.sellerId}/sellers?perPage=20`, { headers })).json()) as { data: Array<{ id: number; slug: string; name: string; isActive: boolean }> };
  const onSale = listed.data.find((p) => p.isActive)!;
  await page.route(/\/api\/offers\/unactive\?/, (route) => route.fulfill({
    json: { data: [{
      id: 1, productId: onSale.id, productName: onSale.name, serviceType: 19, name: '', percentValue: 20, fixedValue: null, images: [], features: [],
      fromDate: '2098-12-31T21:00:00.000Z', toDate: '2099-01-01T21:00:00.000Z', inTop: [], status: 'unpaid', isActive: false, amount: 1_500, itemId: 1,
    }] },
  }));
  await dialogOpensAndCloses(
    () => page.goto(`/services?openDialog=flash-sale&product=${onSale.slug}`).then(() => undefined),
    page.getByRole('alertdialog').getByRole('heading', { name: 'Unpaid flash discount in your cart' }),
  );
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  // The product page (product-page machine) of the same product.
  await page.goto(`/products/${onSale.slug}`);
  await expect(page.getByTestId('product-page').getByTestId('details-price')).toBeVisible();
  // The account screen: its sections, the company form, the password form and the deactivation dialog (closed unconfirmed).
  await page.goto('/userAccount?activeSection=company');
  await expect(page.getByRole('heading', { level: 2, name: 'Company information' })).toBeVisible();
  // The ads section (accountAds machine) and the services section (membership card with its service tabs).
  await page.goto('/userAccount?activeSection=ads');
  await expect(page.getByTestId('account-ad').first()).toBeVisible();
  await page.goto('/userAccount?activeSection=services');
  await expect(page.getByTestId('membership-countdown')).toBeVisible();
  await page.goto('/userAccount?activeSection=privacy');
  // A company user's account settings start with their picture and details (profilePicture, accountForm machines).
  await expect(page.getByRole('heading', { level: 2, name: 'Personal information' })).toBeVisible();
  await dialogOpensAndCloses(() => page.getByRole('button', { name: /^(Add|Change) picture$/ }).click());
  await dialogOpensAndCloses(
    () => page.getByRole('button', { name: 'Deactivate account' }).click(),
    page.getByRole('alertdialog').getByRole('heading', { name: 'Deactivate your account?' }),
  );
  // The followers bar (followers machine): its dialog's first person opens their page (userProfile machine).
  await page.getByRole('group', { name: 'Followers and following' }).getByRole('button', { name: /Followers/ }).click();
  await page.getByRole('dialog', { name: 'Your followers' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: /Active products/ })).toBeVisible();
  // The chats: the contacts, then a buyer's conversation (the first contact after the system's) opened from them.
  await page.goto('/chats');
  await page.getByTestId('chat-contact').nth(1).click();
  await expect(page.getByRole('log', { name: /^Conversation with / })).toBeVisible();
  // Its message box is the conversation's child `composer`: started with it, it shows the microphone.
  await expect(page.getByTestId('voice-record')).toBeVisible();
  // The company's saved replies, from the box.
  await dialogOpensAndCloses(() => page.getByRole('button', { name: 'Saved replies' }).click());
  // The administrator's Join Us review (join-review machine), signed in anew as the demo administrator.
  await new LoginPage(page).storeSessionOf('admin');
  await page.goto('/admin/join-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Us applications' })).toBeVisible();

  // The Flows page, turned on for this browser, runs its own flow (flowsPage machine); here it draws that flow's chart.
  await page.goto('/flows?flows=on&machine=flows-page');
  // Its layout (a chunk of its own, then ELK) took over 7 s on a loaded CI machine.
  await expect(page.getByTestId('flow-chart').locator('g[data-state="flowsPage.chart.chartShown"]')).toBeVisible({ timeout: 30_000 });

  const missing = machineNames().flatMap(({ folder, names }) => names.filter((n) => !seen.has(n)).map((n) => `${folder} (${n})`));
  expect(missing, `machines the inspector never saw; seen: ${[...seen].sort().join(', ')}`).toEqual([]);
});
