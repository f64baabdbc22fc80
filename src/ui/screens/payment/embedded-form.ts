// The provider's embedded form (card, Apple Pay, Google Pay) as the payment machine's `embeddedForm`
// actor: loads the script the session names (MyFatoorah's session.js, or the sandbox's stand-in),
// draws the form into the screen's container, and reports back. The script is added by the payment
// screen only, and taken out again when the screen goes (unloadProviderScripts).
import { fromCallback, type EventObject } from 'xstate';
import { filsToKwdString } from '../../../domain/money';
import type { EmbeddedFormInput, PaymentEvent } from '../../../machines/payment/payment.machine';

export const FORM_CONTAINER_ID = 'payment-embedded-form';

type InitConfig = {
  sessionId: string;
  countryCode: string;
  currencyCode: string;
  amount: number;
  containerId: string;
  paymentOptions: string[];
  supportedNetworks: string[];
  language: 'en' | 'ar';
  callback: (reply: { isSuccess: boolean; sessionId?: string; paymentType?: string }) => void;
};
type ProviderWindow = Window & { myfatoorah?: { init(config: InitConfig): void } };

const scripts = new Map<string, { element: HTMLScriptElement; loaded: Promise<void> }>();

function loadScript(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known.loaded;
  const element = document.createElement('script');
  element.src = url;
  element.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => {
      // A failed load is not kept: Try again asks the network again.
      scripts.delete(url);
      element.remove();
      reject(new Error(`could not load ${url}`));
    });
  });
  scripts.set(url, { element, loaded });
  document.head.appendChild(element);
  return loaded;
}

/** Leaving /payment: the provider's code goes with it. */
export function unloadProviderScripts() {
  for (const { element } of scripts.values()) element.remove();
  scripts.clear();
  delete (window as ProviderWindow).myfatoorah;
}

/** The container, once React has drawn it (the machine enters `ready.card` before the render that adds it). */
function containerReady(id: string, stopped: () => boolean): Promise<HTMLElement> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (stopped()) observer.disconnect();
      if (!element) return;
      observer.disconnect();
      resolve(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** The `embeddedForm` actor, drawing the form in the page's language. */
export function embeddedFormActor(language: () => 'en' | 'ar') {
  return fromCallback<EventObject, EmbeddedFormInput>(({ input, sendBack }) => {
    let stopped = false;
    const send = (event: PaymentEvent) => { if (!stopped) sendBack(event); };
    const { session, amountFils } = input;
    loadScript(session.ScriptUrl)
      .then(() => containerReady(FORM_CONTAINER_ID, () => stopped))
      .then(() => {
        const provider = (window as ProviderWindow).myfatoorah;
        if (stopped) return;
        if (!provider) throw new Error('the provider script defined no myfatoorah');
        provider.init({
          sessionId: session.SessionId,
          countryCode: session.CountryCode,
          currencyCode: session.CurrencyCode,
          amount: Number(filsToKwdString(amountFils)),
          containerId: FORM_CONTAINER_ID,
          paymentOptions: ['ApplePay', 'GooglePay', 'Card'],
          supportedNetworks: ['visa', 'masterCard'],
          language: language(),
          callback: (reply) => send(reply.isSuccess
            ? { type: 'FORM_COMPLETED', sessionId: reply.sessionId || session.SessionId }
            : { type: 'FORM_REJECTED' }),
        });
        send({ type: 'FORM_SHOWN' });
      })
      .catch(() => send({ type: 'FORM_FAILED' }));
    return () => {
      stopped = true;
      document.getElementById(FORM_CONTAINER_ID)?.replaceChildren();
    };
  });
}
