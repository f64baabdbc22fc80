// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_SCRIPT } from './session-script';

// The embedded form's stand-in, run as the browser would: init draws the form, submit calls back.

interface InitConfig { sessionId: string; countryCode: string; currencyCode: string; amount: string; containerId: string; paymentOptions: string[]; language: string; callback: (r: unknown) => void }
// Read through a local view of window: the client declares its own type for the real script.
const page = window as unknown as { myfatoorah?: { init(config: InitConfig): void } };

function fill(name: string, value: string) {
  (document.querySelector(`input[name="${name}"]`) as HTMLInputElement).value = value;
}
const submit = () => document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));

describe('sandbox session.js', () => {
  let results: unknown[];
  beforeEach(() => {
    document.body.innerHTML = '<div id="mf-form"></div>';
    delete page.myfatoorah;
    new Function(SESSION_SCRIPT)(); // runs as the served classic script would
    results = [];
    page.myfatoorah!.init({
      sessionId: 'S-1', countryCode: 'KWT', currencyCode: 'KWD', amount: '12.345', containerId: 'mf-form',
      paymentOptions: ['Card'], language: 'ar', callback: (r) => results.push(r),
    });
  });

  it('draws the card form in the container, in the page language', () => {
    expect(document.querySelectorAll('#mf-form input')).toHaveLength(3);
    expect(document.querySelector('#mf-form button')?.textContent).toBe('ادفع');
  });

  it('isolates the test cards\' digits in <bdi> (codes keep their Latin digits on an Arabic page)', () => {
    const hint = document.querySelector('.mf-sandbox-hint')!;
    expect(hint.textContent).toContain('5123450000000008 (01/39');
    const bare = Array.from(hint.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.textContent ?? ''));
    expect(bare).toEqual([]);
    expect(Array.from(hint.querySelectorAll('bdi'), (b) => b.textContent)).toEqual(['5123450000000008', '01/39', '100', '4508750015741019']);
  });

  it('calls back with isSuccess for a test card, a future expiry and a CVV', () => {
    fill('cardNumber', '5123 4500 0000 0008');
    fill('expiry', '01/39');
    fill('cvv', '100');
    submit();
    expect(results).toEqual([{ isSuccess: true, sessionId: 'S-1', paymentType: 'Card' }]);
  });

  it('calls back with isSuccess false for a number failing the Luhn check or a past expiry', () => {
    fill('cardNumber', '5123450000000009');
    fill('expiry', '01/39');
    fill('cvv', '100');
    submit();
    fill('cardNumber', '4508750015741019');
    fill('expiry', '01/20');
    submit();
    expect(results).toEqual([
      { isSuccess: false, sessionId: 'S-1', paymentType: 'Card' },
      { isSuccess: false, sessionId: 'S-1', paymentType: 'Card' },
    ]);
    expect(document.querySelector('[role="alert"]')?.textContent).not.toBe('');
  });
});
