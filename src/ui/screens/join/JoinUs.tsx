// Join Us (part 1 §2): the login screen's "Join Us" button, the two-step application dialog and
// its success dialog, all driven by one joinUsMachine.
import { useFlow } from '../../flow/use-flow';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { joinUsMachine } from '../../../machines/join-us/join-us.machine';
import { Alert } from '../../kit/Alert';
import { Button } from '../../kit/Button';
import { SheetDialog } from '../../kit/SheetDialog';
import { Stepper } from '../../kit/Stepper';
import { useHydrated } from '../../kit/use-hydrated';
import { JoinCompanyStep } from './JoinCompanyStep';
import { JoinContactStep } from './JoinContactStep';
import { JoinSuccessDialog } from './JoinSuccessDialog';
import { useMessageText } from './message-text';

export type JoinUsProps = {
  /** Where the agreement checkboxes link to (opened in a new tab, so the form is kept). */
  termsHref?: string;
  privacyHref?: string;
  /** For tests: a machine with its submit actor replaced. */
  machine?: typeof joinUsMachine;
};

export function JoinUs({ termsHref = '/terms', privacyHref = '/privacy', machine = joinUsMachine }: JoinUsProps) {
  const { t } = useTranslation('join');
  // The button's text is the login screen's (auth), shown before this dialog's own texts arrive.
  const { t: tAuth } = useTranslation('auth');
  const messageText = useMessageText();
  const [snapshot, send, actor] = useFlow(machine);
  const body = useRef<HTMLDivElement>(null);
  // Prerendered on /login: the button opens nothing until hydrated.
  const hydrated = useHydrated();
  const onStep1 = snapshot.matches({ open: 'step1' });
  const submitting = snapshot.matches({ open: 'submitting' });
  const formOpen = snapshot.matches('open') && !snapshot.matches({ open: 'succeeded' });

  // After a refused Next/Submit, take the seller to the first field in error.
  const focusFirstError = () =>
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const footer = (
    <div className="flex flex-col gap-3">
      {snapshot.context.summary && <Alert tone="error">{messageText(snapshot.context.summary)}</Alert>}
      <div className="flex items-center justify-between gap-3">
        {onStep1 ? (
          <span className="text-xs text-slate-500">{t('steps.step-of', { current: 1, total: 2 })}</span>
        ) : (
          <Button variant="secondary" onClick={() => send({ type: 'BACK_CLICKED' })} disabled={submitting}>{t('back')}</Button>
        )}
        {onStep1 ? (
          <Button onClick={() => { send({ type: 'NEXT_CLICKED' }); focusFirstError(); }} className="min-w-32">{t('next')}</Button>
        ) : (
          <Button onClick={() => { send({ type: 'SUBMIT_CLICKED' }); focusFirstError(); }} loading={submitting} className="min-w-32">
            {submitting ? t('sending') : t('submit')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <>
      <Button variant="secondary" block disabled={!hydrated} onClick={() => send({ type: 'JOIN_US_CLICKED' })}>{tAuth('join-trigger')}</Button>
      <SheetDialog
        open={formOpen}
        onClose={() => send({ type: 'CLOSED' })}
        title={t('title')}
        description={t('subtitle')}
        closeLabel={t('close')}
        header={<Stepper label={t('steps.label')} steps={[t('steps.company'), t('steps.contact')]} current={onStep1 ? 0 : 1} />}
        footer={footer}
      >
        <div ref={body}>
          {/* A disabled fieldset freezes every field while the request is on its way. */}
          <fieldset disabled={submitting} className="min-w-0">
            {onStep1 ? <JoinCompanyStep actor={actor} /> : <JoinContactStep actor={actor} termsHref={termsHref} privacyHref={privacyHref} />}
          </fieldset>
        </div>
      </SheetDialog>
      <JoinSuccessDialog
        open={snapshot.matches({ open: 'succeeded' })}
        email={snapshot.context.submitted?.email ?? ''}
        onClose={() => send({ type: 'CLOSED' })}
      />
    </>
  );
}
