// Route /payment (part 2 §2 Payment screens): what is paid and how much, card or wallet through the
// provider's embedded form, or KNET; Pay, Cancel, Back to Services. The flow is the payment machine.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { formatKwd } from '../../../domain/money';
import { paymentMachine, type PaymentMethodName } from '../../../machines/payment/payment.machine';
import { useLocale } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useMessageText } from '../join/message-text';
import { embeddedFormActor, FORM_CONTAINER_ID, unloadProviderScripts } from './embedded-form';
import { paymentInputOf, rememberPaymentQuery, servicesReturnHref } from './payment-query';
import { PaymentSummary } from './PaymentSummary';

/** The sandbox's stand-in form is plain DOM: styled from here (the provider's own form draws in its frame). */
const FORM_STYLES = [
  '[&_form]:flex [&_form]:flex-col [&_form]:gap-3',
  '[&_label]:flex [&_label]:flex-col [&_label]:gap-1 [&_label]:text-sm [&_label]:font-medium [&_label]:text-slate-700',
  '[&_input]:rounded-lg [&_input]:border [&_input]:border-slate-300 [&_input]:bg-white [&_input]:px-3 [&_input]:py-2.5 [&_input]:text-base [&_input]:text-slate-900',
  '[&_button]:rounded-lg [&_button]:bg-teal-700 [&_button]:px-4 [&_button]:py-2.5 [&_button]:text-sm [&_button]:font-semibold [&_button]:text-white hover:[&_button]:bg-teal-800',
  '[&_.mf-sandbox-hint]:text-xs [&_.mf-sandbox-hint]:text-slate-500 [&_.mf-sandbox-error:not(:empty)]:text-sm [&_.mf-sandbox-error:not(:empty)]:text-rose-700',
].join(' ');

export function PaymentScreen() {
  const { t } = useTranslation('payment');
  const messageText = useMessageText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [locale] = useLocale();
  const latest = useRef({ locale, search, navigate });
  latest.current = { locale, search, navigate };
  const [state, send] = useFlow(paymentMachine.provide({
    actors: { embeddedForm: embeddedFormActor(() => latest.current.locale) },
    actions: {
      goToProvider: ({ context }) => {
        rememberPaymentQuery(latest.current.search);
        window.location.assign(context.paymentUrl!);
      },
      goToServices: () => latest.current.navigate(servicesReturnHref(latest.current.search)),
    },
  }), { input: paymentInputOf(search) });
  // The provider's script is this screen's only.
  useEffect(() => unloadProviderScripts, []);

  const { context } = state;
  const ready = state.matches('ready');
  const paying = state.matches('paying');
  const failedToStart = state.matches('sessionFailed') || state.matches({ ready: { card: 'formFailed' } }) || state.matches('failed');
  const amount = context.item ? formatKwd(context.item.amount, locale) : null;
  const choose = (method: PaymentMethodName) => send({ type: method === 'card' ? 'CARD_CHOSEN' : 'KNET_CHOSEN' });

  return (
    <section aria-labelledby="payment-title" className="mx-auto flex w-full max-w-lg flex-col gap-5">
      <h1 id="payment-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      {context.item && <PaymentSummary item={context.item} />}
      {context.notice && <Alert tone="info">{messageText(context.notice)}</Alert>}
      {context.error && <Alert tone="error">{messageText(context.error)}</Alert>}
      {state.matches('creatingSession') && <Busy text={t('preparing')} />}
      {ready && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-700">{t('method')}</legend>
          {(['card', 'knet'] as const).map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-900 has-checked:border-teal-600 has-checked:ring-1 has-checked:ring-teal-600"
            >
              <input type="radio" name="payment-method" className="size-4 accent-teal-700" checked={context.method === method} onChange={() => choose(method)} />
              {t(`methods.${method}`)}
            </label>
          ))}
        </fieldset>
      )}
      {state.matches({ ready: 'card' }) && (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          {state.matches({ ready: { card: 'loadingForm' } }) && <Busy text={t('loading-form')} />}
          <div id={FORM_CONTAINER_ID} className={FORM_STYLES} />
        </div>
      )}
      {state.matches({ ready: 'knet' }) && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">{t('knet-note')}</p>
          <Button onClick={() => send({ type: 'PAY' })} block>{t('pay', { amount })}</Button>
        </div>
      )}
      {paying && <Busy text={t('paying')} />}
      {state.matches('redirecting') && <Busy text={t('redirecting')} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {!state.matches('redirecting') && (
          <Button variant="secondary" onClick={() => send({ type: 'BACK_TO_SERVICES' })}>{t('back-to-services')}</Button>
        )}
        {(ready || paying || state.matches('failed')) && (
          <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>{t('cancel')}</Button>
        )}
        {failedToStart && <Button onClick={() => send({ type: 'RETRY' })}>{t('try-again')}</Button>}
      </div>
    </section>
  );
}

function Busy({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="size-4 text-teal-700" />
      {text}
    </p>
  );
}
