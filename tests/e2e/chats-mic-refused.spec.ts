// A microphone the browser refuses. Chromium's fake capture device is there, but nobody
// answers its permission prompt (no --use-fake-ui-for-media-stream, no microphone permission), so
// getUserMedia is refused as it is for a seller who said no: the box says why, nothing is uploaded,
// and the microphone can be pressed again. In the full Chromium: the headless shell has no prompt, and
// its capture fails as a broken microphone does ("could not be started").
import { FULL_CHROMIUM_LAUNCH } from './env';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';

test.use({
  launchOptions: { ...FULL_CHROMIUM_LAUNCH, args: [...FULL_CHROMIUM_LAUNCH.args, '--use-fake-device-for-media-stream'] },
  // The project's own (so the notification dialog stays away), and not the microphone.
  permissions: ['notifications'],
});

const REFUSED = {
  en: "Microphone access was refused. Allow it in your browser's site settings to record.",
  ar: 'رُفض الوصول إلى الميكروفون. اسمح به من إعدادات الموقع في المتصفح لتتمكن من التسجيل.',
};

for (const locale of ['en', 'ar'] as const) {
  test(`a refused microphone says why and uploads nothing (${locale})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('souqdesk.locale', l), locale);
    // Counts the asks (the browser still answers them), to see that pressing again asks again.
    await page.addInitScript(() => {
      const media = navigator.mediaDevices;
      const ask = media.getUserMedia.bind(media);
      const counted = window as unknown as { micAsks: number };
      counted.micAsks = 0;
      media.getUserMedia = (constraints) => { counted.micAsks++; return ask(constraints); };
    });
    await new LoginPage(page).signInAs('sara');
    const uploads: string[] = [];
    page.on('request', (r) => { if (/\/api\/chats\/messages\/\d+\/voice$/.test(r.url())) uploads.push(r.url()); });
    await page.goto('/chats');
    await page.getByTestId('chat-contact').nth(1).click();
    await expect(page.getByRole('log')).toBeVisible();

    const mic = page.getByTestId('voice-record');
    for (let press = 0; press < 2; press++) {
      await mic.hover();
      await page.mouse.down();
      await expect(page.getByRole('alert')).toHaveText(REFUSED[locale]);
      await page.mouse.up();
      await expect(page.getByTestId('voice-recording')).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => (window as unknown as { micAsks: number }).micAsks)).toBe(press + 1);
    }
    expect(uploads).toEqual([]);
  });
}
