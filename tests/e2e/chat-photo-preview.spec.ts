// Photos chosen in a chat are not sent at once. A dialog shows them (name and size, in the
// page's language) with an optional caption; Escape or Cancel sends nothing, Send (or Enter in the caption)
// sends them with it, and the bubble shows the photos and the caption. Keyboard only, in English and Arabic.
// demo and buyer4 (Yousef Al-Kandari): a conversation no other spec opens.
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { expectAccessible } from './support/accessible';
import { expectOneDigitSystem } from './support/digits';

const IMAGES_POST = /\/api\/chats\/messages\/\d+\/images$/;

async function signIn(request: APIRequestContext, login: string) {
  const reply = await request.post('/api/auth/login', { data: { login, password: PASSWORD } });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as { access_token: string; user: { id: number } };
}

const TEXTS = {
  en: { log: 'Conversation with Yousef Al-Kandari', attach: 'Attach photos', two: 'Send 2 photos', one: 'Send a photo', caption: /^Caption/, cancel: 'Cancel', send: 'Send', unit: /\d+(\.\d)? (B|KB)$/ },
  ar: { log: 'المحادثة مع Yousef Al-Kandari', attach: 'إرفاق صور', two: 'إرسال صورتين', one: 'إرسال صورة', caption: /^تعليق/, cancel: 'إلغاء', send: 'إرسال', unit: /^[٠-٩]+(٫[٠-٩])? (بايت|كيلوبايت)$/ },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`photos are previewed with an optional caption, then sent or cancelled, by keyboard (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const said = TEXTS[lang];
    const demo = await signIn(request, 'demo');
    const buyer = await signIn(request, 'buyer4');
    const hello = await request.post(`/api/chats/messages/${demo.user.id}`, { data: { message: `Photos please ${lang}` }, headers: { authorization: `Bearer ${buyer.access_token}` } });
    expect(hello.status()).toBe(201);
    const png = (colour: string) => sharp({ create: { width: 320, height: 200, channels: 3, background: colour } }).png().toBuffer();
    const files = [{ name: 'front.png', mimeType: 'image/png', buffer: await png('#0f766e') }, { name: 'side.png', mimeType: 'image/png', buffer: await png('#b45309') }];

    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await new LoginPage(page).storeSessionOf('demo');
    const uploads: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && IMAGES_POST.test(r.url())) uploads.push(r.postData() ?? ''); });
    await page.goto(`/chats/messages/${buyer.user.id}`);
    const log = page.getByRole('log', { name: said.log });
    await expect(log).toBeVisible();
    // The conversation itself (the accessibility spec does not visit chats) and, below, the dialog.
    await expect(log.getByTestId('chat-message').filter({ hasText: `Photos please ${lang}` })).toBeVisible();
    await expectAccessible(page, `conversation (${lang})`);
    const input = page.getByTestId('chat-photo-input');

    // Chosen: nothing goes yet; the dialog names the count, lists the photos with their sizes, and the caption has the focus.
    await input.setInputFiles(files);
    const dialog = page.getByRole('dialog', { name: said.two });
    // (The dialog's root is a box of no size; its panel is what shows.)
    await expect(dialog.getByTestId('chat-photo-preview')).toBeVisible();
    const shown = dialog.getByRole('list').getByRole('listitem');
    await expect(shown).toHaveCount(2);
    await expect(shown.first().getByRole('img', { name: 'front.png' })).toBeVisible();
    await expect(shown.first().locator('bdi')).toHaveText(said.unit);
    const caption = dialog.getByRole('textbox', { name: said.caption });
    await expect(caption).toBeFocused();
    if (lang === 'ar') await expectOneDigitSystem(page, 'photo preview');
    await expectAccessible(page, `photo preview (${lang})`);
    // Escape cancels: nothing was sent.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Chosen again, cancelled with the button (Tab to it): still nothing.
    await input.setInputFiles(files.slice(0, 1));
    const one = page.getByRole('dialog', { name: said.one });
    await expect(one.getByRole('textbox', { name: said.caption })).toBeFocused();
    const cancel = one.getByRole('button', { name: said.cancel });
    for (let tabs = 0; tabs < 5 && !(await cancel.evaluate((b) => b === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(one).toHaveCount(0);
    expect(uploads).toEqual([]);

    // Chosen again with a caption, Enter in the caption sends both photos with it: one message, photos and words.
    const words = lang === 'en' ? `The lamp, front and side ${Date.now().toString(36)}` : `المصباح من الأمام والجانب ${Date.now().toString(36)}`;
    await input.setInputFiles(files);
    await expect(caption).toBeFocused();
    await page.keyboard.type(words);
    const sent = page.waitForResponse((r) => IMAGES_POST.test(r.url()));
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(201);
    await expect(dialog).toHaveCount(0);
    expect(uploads).toHaveLength(1);
    const bubble = log.getByTestId('chat-message').filter({ hasText: words });
    await expect(bubble.getByTestId('chat-images').getByRole('button')).toHaveCount(2);
    await expect(bubble.getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
    // The box is back for text.
    await expect(page.getByRole('textbox', { name: lang === 'en' ? 'Message' : 'الرسالة' })).toBeVisible();
  });
}
