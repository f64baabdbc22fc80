// Routes /payment-success and /check-out (part 2 §2): where the provider sends the browser back. The
// redirect proves nothing, so both show what the server confirmed with the provider: paid (payment id,
// Go home), failed (the provider's message, payment id and reference, Retry, Back to services) or paid and
// refunded (why, from the server: its item was removed meanwhile or paid by another payment).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { failureMessage, paymentResultMachine } from '../../../machines/payment-result/payment-result.machine';
import { useFlow } from '../../flow/use-flow';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { Spinner } from '../../kit/Spinner';
import { useMessageText } from '../join/message-text';
import { paidReturnHref, retryHref, servicesBackHref } from './payment-query';
import { PaymentSummary } from './PaymentSummary';
import { bookingHref } from './booking-href';

const linkClass = {
  primary: 'inline-flex items-center justify-center rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-teal-800',
  secondary: 'inline-flex items-center justify-center rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
};

export function PaymentResultScreen() {
  const paymentId = new URLSearchParams(useSearch()).get('paymentId');
  // Another payment id is another confirmation.
  return <PaymentResult key={paymentId ?? ''} paymentId={paymentId} />;
}

function PaymentResult({ paymentId }: { paymentId: string | null }) {
  const { t } = useTranslation('payment');
  const messageText = useMessageText();
  const [state, send] = useFlow(paymentResultMachine, { input: { paymentId } });
  const { result, error } = state.context;
  // A seller quotes these to the bank: Latin digits, isolated from the sentence, in every language.
  const id = (value: string) => <bdi dir="ltr" translate="no">{value}</bdi>;

  if (state.matches('confirming')) {
    return (
      <Frame title={t('result.confirming')}>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600"><Spinner className="size-4 text-teal-700" />{t('result.confirming')}</p>
      </Frame>
    );
  }
  if (state.matches('missing')) {
    return (
      <Frame title={t('result.unconfirmed-title')} actions={<Link href="/" className={linkClass.primary}>{t('result.go-home')}</Link>}>
        <Alert tone="error">{t('result.missing-id')}</Alert>
      </Frame>
    );
  }
  if (state.matches('unconfirmed')) {
    return (
      <Frame
        title={t('result.unconfirmed-title')}
        actions={<><Link href={servicesBackHref(null)} className={linkClass.secondary}>{t('back-to-services')}</Link><Button onClick={() => send({ type: 'CHECK_AGAIN' })}>{t('result.check-again')}</Button></>}
      >
        {error && <Alert tone="error">{messageText(error)}</Alert>}
      </Frame>
    );
  }
  const ids = result && (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <dt className="text-slate-500">{t('result.payment-id')}</dt>
      <dd className="text-end font-medium break-all text-slate-900" data-testid="payment-id">{id(result.paymentId ?? paymentId ?? '')}</dd>
      {(state.matches('failed') || state.matches('refunded')) && (
        <>
          <dt className="text-slate-500">{t('result.reference')}</dt>
          <dd className="text-end font-medium break-all text-slate-900" data-testid="payment-reference">{id(result.invoiceId)}</dd>
        </>
      )}
    </dl>
  );
  if (state.matches('paid')) {
    const backToProducts = paidReturnHref(result!.itemId);
    // What was bought, and the way back to it on /services (its tab: a banner's is Brand awareness).
    const booking = result!.item ? bookingHref(result!.item) : null;
    return (
      <Frame
        title={t('result.paid-title')}
        tone="success"
        actions={<>
          <Link href="/" className={backToProducts || booking ? linkClass.secondary : linkClass.primary}>{t('result.go-home')}</Link>
          {booking && <Link href={booking} className={backToProducts ? linkClass.secondary : linkClass.primary}>{t('result.see-booking')}</Link>}
          {backToProducts && <Link href={backToProducts} className={linkClass.primary}>{t('result.back-to-products')}</Link>}
        </>}
      >
        <p className="text-sm text-slate-600">{t('result.paid-body')}</p>
        {result!.item && <PaymentSummary item={result!.item} />}
        {ids}
      </Frame>
    );
  }
  if (state.matches('refunded')) {
    // Paid, but for something no longer deliverable: the server asked the provider for a refund and says why.
    return (
      <Frame title={t('result.refunded-title')} actions={<Link href="/services" className={linkClass.primary}>{t('back-to-services')}</Link>}>
        <Alert tone="info"><span data-testid="refund-reason">{result!.message ? messageText(result!.message) : t('result.refunded-body')}</span></Alert>
        <p className="text-sm text-slate-600">{t('result.refunded-body')}</p>
        {ids}
      </Frame>
    );
  }
  if (state.matches('pending')) {
    return (
      <Frame title={t('result.pending-title')} actions={<Button onClick={() => send({ type: 'CHECK_AGAIN' })}>{t('result.check-again')}</Button>}>
        <p className="text-sm text-slate-600">{t('result.pending-body')}</p>
        {ids}
      </Frame>
    );
  }
  return (
    <Frame
      title={t('result.failed-title')}
      tone="error"
      actions={<><Link href={servicesBackHref(result!.itemId)} className={linkClass.secondary}>{t('back-to-services')}</Link><Link href={retryHref(result!.itemId)} className={linkClass.primary}>{t('result.retry')}</Link></>}
    >
      <Alert tone="error">{messageText(failureMessage(result!))}</Alert>
      {ids}
    </Frame>
  );
}

function Frame({ title, tone, actions, children }: { title: string; tone?: 'success' | 'error'; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="payment-result-title" className="mx-auto flex w-full max-w-lg flex-col gap-5">
      <div className="flex items-center gap-3">
        {tone && <ResultIcon tone={tone} />}
        <h1 id="payment-result-title" className="text-2xl font-bold text-slate-900">{title}</h1>
      </div>
      {children}
      {actions && <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>}
    </section>
  );
}

function ResultIcon({ tone }: { tone: 'success' | 'error' }) {
  const success = tone === 'success';
  return (
    <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${success ? 'bg-emerald-100 text-emerald-700' : 'bg-rose-100 text-rose-600'}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {success ? <path d="m5 12 5 5L20 7" /> : <path d="M6 6l12 12M18 6 6 18" />}
      </svg>
    </span>
  );
}
