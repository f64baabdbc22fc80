// The message box's voice messages, photos and saved replies, between a seller (demo, in
// English) and a buyer (buyer1, in Arabic), each in a browser context of their own. Chromium's fake
// capture device stands in for the microphone (a steady beep), with its permission prompt answered.
import sharp from 'sharp';
import { CHROMIUM_LAUNCH } from './env';
import { expect, test, watchCsp, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';

test.use({
  launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
  // The project's (notifications, so its permission dialog stays away) and the microphone.
  permissions: ['notifications', 'microphone'],
});

const VOICE_POST = /\/api\/chats\/messages\/\d+\/voice$/;
const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200);

/** Holds the microphone until the box has recorded `seconds` whole seconds (its counter says so), then lets go. */
async function holdToRecord(page: Page, seconds: string) {
  const mic = page.getByTestId('voice-record');
  await mic.hover();
  await page.mouse.down();
  await expect(page.getByTestId('voice-elapsed')).toHaveText(seconds, { timeout: 20_000 });
  await page.mouse.up();
}

test('voice, a short press, photos and a saved reply: recorded and sent by the seller, live at the buyer\'s (in Arabic), who plays them', async ({ page, browser, cspViolations }) => {
  test.setTimeout(90_000);
  const seller = page;
  const sellerStream = streamOpened(seller);
  await new LoginPage(seller).signInAs('demo');
  await sellerStream;
  await seller.goto('/chats');
  await seller.getByTestId('chat-contact').filter({ hasText: 'Fatima Al-Mutairi' }).click();
  await expect(seller.getByRole('log', { name: 'Conversation with Fatima Al-Mutairi' })).toBeVisible();

  const { baseURL, timezoneId, permissions } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale: 'ar', timezoneId, permissions, viewport: { width: 1280, height: 800 } });
  await watchCsp(context, cspViolations);
  const buyer = await context.newPage();
  await buyer.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  const buyerStream = streamOpened(buyer);
  await new LoginPage(buyer).signInAs('buyer1');
  await buyerStream;
  await buyer.goto('/chats');
  await buyer.getByTestId('chat-contact').filter({ hasText: 'Demo Trading' }).click();
  await expect(buyer.getByRole('log')).toBeVisible();
  const buyerVoices = buyer.getByTestId('voice-message');
  const before = await buyerVoices.count();

  // A short press: discarded in the box, with the reason; nothing is uploaded.
  const uploads: string[] = [];
  seller.on('request', (r) => { if (VOICE_POST.test(r.url())) uploads.push(r.url()); });
  const mic = seller.getByTestId('voice-record');
  await mic.hover();
  await seller.mouse.down();
  await expect(seller.getByTestId('voice-recording')).toBeVisible();
  await seller.mouse.up();
  await expect(seller.getByRole('alert')).toHaveText('Hold the microphone for at least a second to send a voice message.');
  expect(uploads).toEqual([]);

  // Held past two seconds: encoded, uploaded, and shown at both ends; the buyer's arrives by push.
  const sent = seller.waitForResponse((r) => VOICE_POST.test(r.url()));
  await holdToRecord(seller, '0:02');
  expect((await sent).status()).toBe(201);
  expect(uploads).toHaveLength(1);
  await expect(seller.getByTestId('voice-message')).toHaveCount(1);
  // At the buyer's by push or, at load, by the 10 s re-poll: either way it must come.
  const ARRIVES = { timeout: 20_000 };
  await expect(buyerVoices).toHaveCount(before + 1, ARRIVES);
  const voice = buyerVoices.last();
  // Its length in Arabic digits (at load the mouse may let go a second or two after the counter said 0:02), and it plays.
  await expect(voice).toContainText(/٠:٠[٢-٥]/);
  const play = voice.getByRole('button', { name: 'تشغيل الرسالة الصوتية' });
  await expect(play).toBeEnabled();
  await play.click();
  await expect(voice).toHaveAttribute('data-playing', 'true');
  await expect(voice.getByRole('button', { name: 'إيقاف الرسالة الصوتية مؤقتًا' })).toBeVisible();

  // The contacts mark the voice message.
  await expect(buyer.getByTestId('chat-contact').filter({ hasText: 'Demo Trading' })).toContainText('رسالة صوتية');

  // A photo: sent from the box, shown at the buyer's, opened full size.
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f766e' } }).png().toBuffer();
  await seller.getByTestId('chat-photo-input').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: png });
  // Seen first, sent with Send.
  await seller.getByRole('dialog', { name: 'Send a photo' }).getByRole('button', { name: 'Send' }).click();
  await expect(buyer.getByTestId('chat-images')).toHaveCount(1, ARRIVES);
  await buyer.getByTestId('chat-images').getByRole('button').click();
  await expect(buyer.getByTestId('chat-image-full')).toBeVisible();
  await buyer.keyboard.press('Escape');

  // A saved reply: the company adds one in its dialog and edits it (Cancel first leaves it as it was); '/' then part
  // of its title offers the edited text, Enter puts it in the box, Enter sends it.
  const title = `Hours ${Date.now()}`;
  await seller.getByRole('button', { name: 'Saved replies' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Saved replies' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Text').fill('We are open 9 to 5, Sunday to Thursday.');
  await dialog.getByRole('button', { name: 'Add reply' }).click();
  const list = dialog.getByRole('list', { name: 'Saved replies' });
  await expect(list).toContainText(title);
  await dialog.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = dialog.getByRole('form', { name: `Edit ${title}` });
  await expect(editForm.getByLabel('Text')).toHaveValue('We are open 9 to 5, Sunday to Thursday.');
  await expect(dialog.getByRole('button', { name: 'Add reply' })).toHaveCount(0);
  await editForm.getByLabel('Text').fill('Changed my mind.');
  await editForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(list).toContainText('We are open 9 to 5, Sunday to Thursday.');
  await expect(dialog.getByRole('button', { name: 'Add reply' })).toBeVisible();
  await dialog.getByRole('button', { name: `Edit ${title}` }).click();
  // A blank text is refused in the form, which stays open with the reason.
  await editForm.getByLabel('Text').fill(' ');
  await editForm.getByRole('button', { name: 'Save reply' }).click();
  await expect(editForm.getByRole('alert')).toHaveText('This field is required');
  await editForm.getByLabel('Text').fill('We are open 9 to 5, Sunday to Thursday; Fridays 4 to 9.');
  await editForm.getByRole('button', { name: 'Save reply' }).click();
  await expect(editForm).toHaveCount(0);
  await expect(list).toContainText('We are open 9 to 5, Sunday to Thursday; Fridays 4 to 9.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  const box = seller.getByRole('combobox', { name: 'Message' }).or(seller.getByRole('textbox', { name: 'Message' }));
  await box.fill('/');
  await box.pressSequentially(title.slice(0, 9));
  const option = seller.getByRole('option', { name: new RegExp(title) });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(box).toHaveValue('We are open 9 to 5, Sunday to Thursday; Fridays 4 to 9.');
  await expect(seller.getByRole('listbox')).toHaveCount(0);
  await box.press('Enter');
  await expect(buyer.getByTestId('chat-message').last()).toContainText('We are open 9 to 5, Sunday to Thursday; Fridays 4 to 9.', ARRIVES);
  // Escape closes the picker and keeps what was typed.
  await box.fill('/zz');
  await expect(seller.getByText('No saved reply matches. Type / then part of a title.')).toBeVisible();
  await box.press('Escape');
  await expect(seller.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveValue('/zz');
  await context.close();
});
