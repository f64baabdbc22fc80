// The requests' day filter in Arabic: a month grid in Arabic words and digits (the native input
// wrote 'mm/dd/yyyy'), driven by the keyboard; the chosen day filters the list to that day.
import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { RequestsPage } from './pages/requests.page';
import { expectOneDigitSystem } from './support/digits';

/** The Kuwait calendar days ('YYYY-MM-DD') of the rendered rows' dates. */
const rowDays = (page: Page) => new RequestsPage(page).rows.locator('time').evaluateAll((times) =>
  times.map((t) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date(t.getAttribute('datetime')!))));

const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

test('in Arabic the requests date filter is a calendar in Arabic digits; a day chosen by keyboard filters the list', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await new LoginPage(page).storeSessionOf('demo');
  const requests = new RequestsPage(page);
  await requests.open();
  const [day] = await rowDays(page);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());

  await page.getByRole('button', { name: /^التاريخ: أي يوم$/ }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
  await expect(grid.getByRole('columnheader').first()).toHaveAttribute('abbr', 'السبت');
  await expectOneDigitSystem(page, 'date picker');

  // Page Up walks back a month at a time; the arrows then reach the day.
  for (let i = 0; i < monthsBetween(day, today); i++) await page.keyboard.press('PageUp');
  const dayNumber = new Intl.NumberFormat('ar-KW').format(Number(day.slice(8)));
  await grid.getByRole('button').filter({ hasText: new RegExp(`^${dayNumber}$`) }).press('Enter');

  await expect(grid).toBeHidden();
  const pill = page.getByRole('button', { name: /^التاريخ: / });
  await expect(pill).not.toContainText('أي يوم');
  await expect(pill).toContainText(dayNumber);
  await expect.poll(async () => [...new Set(await rowDays(page))]).toEqual([day]);

  await pill.click();
  await page.getByRole('button', { name: 'مسح التاريخ' }).click();
  await expect(page.getByRole('button', { name: /^التاريخ: أي يوم$/ })).toBeVisible();
});

// In the premium banner's dialog and the requests' day filter, en and ar.
const BANNER = { en: { title: 'Premium banner', start: /^Start date: /, days: 'Number of days', whatsapp: 'WhatsApp number', next: 'Next', previousMonth: 'Previous month', nextMonth: 'Next month', date: /^Date: / },
  ar: { title: 'بانر مميز', start: /^تاريخ البدء: /, days: 'عدد الأيام', whatsapp: 'رقم واتساب', next: 'التالي', previousMonth: 'الشهر السابق', nextMonth: 'الشهر التالي', date: /^التاريخ: / } } as const;

for (const lang of ['en', 'ar'] as const) {
  const words = BANNER[lang];

  test(`the month arrows point to their own side (${lang}): previous to the start, next to the end`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await new LoginPage(page).storeSessionOf('demo');
    await new RequestsPage(page).open();
    await page.getByRole('button', { name: words.date }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    const title = await page.getByRole('grid').evaluate((grid) => { const r = grid.getBoundingClientRect(); return r.left + r.width / 2; });
    for (const name of [words.previousMonth, words.nextMonth]) {
      const button = page.getByRole('button', { name, exact: true });
      // The chevron's path points left unless the svg is turned half round.
      const { centre, turned } = await button.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const svg = b.querySelector('svg')!;
        const m = new DOMMatrix(getComputedStyle(svg).transform === 'none' ? undefined : getComputedStyle(svg).transform);
        const rotate = getComputedStyle(svg).rotate;
        return { centre: r.left + r.width / 2, turned: m.a < 0 || rotate === '180deg' };
      });
      const pointsLeft = !turned;
      expect(pointsLeft, `${name} points toward its side`).toBe(centre < title);
    }
  });

  test(`the premium banner's details (${lang}): past days greyed out, the popover keeps the page still, '+965' beside the number, local digits in the days`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await page.setViewportSize({ width: 390, height: 700 });
    await new LoginPage(page).storeSessionOf('demo');
    await page.goto('/services?tab=1&openDialog=premium-banner');
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect(dialog.getByLabel(words.days)).toBeVisible();

    // Typed in Arabic-Indic digits (an Arabic keyboard), kept as a number and shown in the page's digits.
    const days = dialog.getByLabel(words.days);
    await days.fill('٣');
    await expect(days).toHaveValue(lang === 'ar' ? '٣' : '3');
    await days.fill('۱۲');
    await expect(days).toHaveValue(lang === 'ar' ? '١٢' : '12');

    // The prefix and the number sit side by side, prefix first, in both languages.
    const whatsapp = dialog.getByLabel(words.whatsapp);
    await whatsapp.fill('50001234');
    const [prefix, field] = await whatsapp.evaluate((input) => {
      const box = input.parentElement!;
      const start = box.firstElementChild as HTMLElement;
      // The typed text's own extent: a range over the value is not available, so measure it in a span.
      const probe = document.createElement('span');
      probe.textContent = (input as HTMLInputElement).value;
      probe.style.font = getComputedStyle(input).font;
      probe.style.position = 'absolute';
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      const r = input.getBoundingClientRect();
      const textLeft = getComputedStyle(input).direction === 'rtl' || getComputedStyle(input).textAlign === 'right' ? r.right - width : r.left;
      return [start.getBoundingClientRect().right, textLeft];
    });
    expect(field - prefix, "the number starts right after '+965'").toBeGreaterThanOrEqual(0);
    expect(field - prefix, "the number starts right after '+965'").toBeLessThan(24);

    // Opening the date popover does not scroll the page or the dialog.
    const scrolls = () => page.evaluate(() => [document.scrollingElement!.scrollTop, ...[...document.querySelectorAll('.overflow-y-auto')].map((e) => e.scrollTop)].join(','));
    const before = await scrolls();
    await dialog.getByRole('button', { name: words.start }).click();
    const grid = page.getByRole('grid');
    await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
    expect(await scrolls()).toBe(before);

    // The days before today are greyed out and refused; today can be chosen.
    const dayButtons = grid.getByRole('button');
    const states = await dayButtons.evaluateAll((buttons) => buttons.map((b) => ({ today: b.getAttribute('aria-current') === 'date', off: b.getAttribute('aria-disabled') === 'true' })));
    const todayAt = states.findIndex((s) => s.today);
    expect(todayAt).toBeGreaterThanOrEqual(0);
    expect(states.slice(0, todayAt).every((s) => s.off)).toBe(true);
    expect(states[todayAt].off).toBe(false);
    if (todayAt > 0) {
      await dayButtons.nth(todayAt - 1).dispatchEvent('click');
      await expect(grid).toBeVisible();
    }
    await dayButtons.nth(todayAt).click();
    await expect(grid).toBeHidden();
    await expectOneDigitSystem(page, 'banner details');
  });

  test(`after Next the focus is on the new step's first field, not the footer (${lang})`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await new LoginPage(page).storeSessionOf('demo');
    const date = `${new Date().getUTCFullYear() + 1}-06-${lang === 'ar' ? '17' : '16'}`;
    await page.goto(`/services?tab=1&openDialog=premium-banner&adStartDate=${date}&duration=1&email=focus%40demo.kw&whatsappNumber=50001234`);
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect(dialog.getByLabel(words.days)).toBeVisible();
    const step = dialog.locator('[aria-current="step"]');
    const first = await step.textContent();
    await dialog.getByRole('button', { name: words.next, exact: true }).click();
    await expect(step).not.toHaveText(first!);
    await expect.poll(() => page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('[data-testid="banner-dialog"]') !== null && el?.matches('input, button, textarea, select, [role="radio"]') === true;
    }), { timeout: 15_000 }).toBe(true);
  });
}

// The second opening is the one that scrolled: the calendar's chunk is then loaded, so the day took the
// focus before the popover was placed, and the page behind the dialog jumped to its bottom.
for (const { lang, width } of [{ lang: 'en', width: 390 }, { lang: 'ar', width: 1440 }] as const) {
  test(`opening the date popover a second time keeps the page behind the dialog at its top (${lang}, ${width} px)`, async ({ page }) => {
    const words = BANNER[lang];
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await page.setViewportSize({ width, height: 800 });
    await new LoginPage(page).storeSessionOf('demo');
    await page.goto('/services?tab=1&openDialog=premium-banner');
    const dialog = page.getByRole('dialog', { name: words.title });
    const start = dialog.getByRole('button', { name: words.start });
    await expect(start).toBeVisible();
    const page_ = () => page.evaluate(() => ({ top: document.scrollingElement!.scrollTop, room: document.scrollingElement!.scrollHeight - innerHeight }));
    // The page behind can scroll, else the test could not fail.
    expect((await page_()).room).toBeGreaterThan(100);
    const grid = page.getByRole('grid');
    for (const opening of [1, 2]) {
      await start.click();
      await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
      expect((await page_()).top, `opening ${opening}`).toBe(0);
      await page.keyboard.press('Escape');
      await expect(grid).toBeHidden();
    }
    expect((await page_()).top).toBe(0);
  });
}
