// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createBundledI18n } from '../../../i18n-bundled';
import { joinUsMachine } from '../../../machines/join-us/join-us.machine';
import { JoinUs } from './JoinUs';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Headless UI measures elements; jsdom has no layout.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as never;
});
afterEach(cleanup);

const sent: unknown[] = [];
const machine = joinUsMachine.provide({
  actors: { submitJoinRequest: fromPromise(async ({ input }) => { sent.push(input); return { id: 3, message: 'ok' }; }) },
});

function renderJoinUs(locale: 'en' | 'ar' = 'en') {
  return render(<I18nextProvider i18n={createBundledI18n(locale)}><JoinUs machine={machine} /></I18nextProvider>);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, option: string) {
  const button = screen.getByRole('button', { name: new RegExp(`^${label}`) });
  // Headless UI opens a listbox on a pointer press, as a finger or mouse does.
  await act(async () => {
    fireEvent.pointerDown(button); fireEvent.mouseDown(button); fireEvent.pointerUp(button); fireEvent.mouseUp(button); fireEvent.click(button);
  });
  await act(async () => { fireEvent.click(await screen.findByRole('option', { name: option })); });
}

const pdf = new File(['%PDF-1.7 test'], 'profile.pdf', { type: 'application/pdf' });

describe('JoinUs dialog', () => {
  it('walks both steps, refusing missing fields, and ends on the success dialog', async () => {
    renderJoinUs();
    fireEvent.click(screen.getByRole('button', { name: 'Join Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Souqdesk' });
    expect(within(dialog).getByText('Company info').closest('li')).toHaveProperty('ariaCurrent', 'step');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fill in all required fields')).toBeTruthy();
    expect(screen.getByLabelText(/Company name/).getAttribute('aria-invalid')).toBe('true');

    type('Company name*', 'Souq Trading');
    await choose('Company size', '11-50 employees');
    expect(screen.getByRole('button', { name: /^City/ }).hasAttribute('disabled')).toBe(true);
    await choose('Country', 'Kuwait');
    await choose('City', 'Salmiya');
    await choose('Country', 'Qatar');
    expect(screen.getByRole('button', { name: /^City/ }).textContent).toContain('Choose a city');
    await choose('City', 'Doha');
    type('Full address*', 'Block 3, Street 12');

    fireEvent.change(screen.getByLabelText(/Company profile/), { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Only PDF files are allowed')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Company profile/), { target: { files: [pdf] } });
    expect(await screen.findByText('profile.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/Phone number/)).toBeTruthy();
    expect(screen.getByLabelText('Country code +974').textContent).toContain('+974');
    const phone = screen.getByLabelText(/Phone number/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '55-12 34ab56' } });
    expect(phone.value).toBe('55123456');
    expect(phone.dir).toBe('ltr');

    type('E-mail*', 'Owner@Souq.qa');
    type('Website(optional)', 'souq.qa');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send request' })); });

    const success = await screen.findByRole('dialog', { name: /Request sent/ });
    expect(success.textContent).toContain('owner@souq.qa');
    expect(success.textContent).toContain('within 24 hours');
    expect(sent).toEqual([
      expect.objectContaining({
        attachment: pdf,
        fields: expect.objectContaining({ country: 'QA', city: 'doha', phoneNumber: '+97455123456', website: 'https://souq.qa' }),
      }),
    ]);
    await act(async () => { fireEvent.click(within(success).getByRole('button', { name: 'Done' })); });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Arabic and keeps the phone number left-to-right', async () => {
    renderJoinUs('ar');
    fireEvent.click(screen.getByRole('button', { name: 'انضم إلينا' }));
    expect(await screen.findByRole('dialog', { name: 'انضم إلى سوق ديسك' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByText('يرجى تعبئة جميع الحقول المطلوبة')).toBeTruthy();
    await choose('الدولة', 'الكويت');
    await choose('المدينة', 'السالمية');
    type('اسم الشركة*', 'شركة السوق');
    await choose('حجم الشركة', '١-١٠ موظف');
    type('العنوان الكامل*', 'القطعة 3');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    const phone = await screen.findByLabelText(/رقم الهاتف/);
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('رمز الدولة +965').textContent).toContain('+965');
  });
});
