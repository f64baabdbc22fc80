// The end of Join Us: the request was sent, check the e-mail, a reply comes within 24 hours.
import { useTranslation } from 'react-i18next';
import { JOIN_REPLY_HOURS } from '../../../domain/limits';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';

export function JoinSuccessDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const { t } = useTranslation('join');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={
        <span className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
            <svg viewBox="0 0 20 20" className="size-5" fill="currentColor"><path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" /></svg>
          </span>
          {t('success.title')}
        </span>
      }
      actions={<Button onClick={onClose} className="w-full sm:w-auto">{t('success.done')}</Button>}
    >
      <div className="flex flex-col gap-3 text-sm text-slate-600">
        <p>{t('success.body')}</p>
        {/* Isolated so the address stays LTR inside an Arabic sentence. */}
        <p>{t('success.check-email', { email: `\u2066${email}\u2069` })}</p>
        <p className="rounded-lg bg-slate-50 px-3 py-2 font-medium text-slate-700">{t('success.reply-within', { hours: JOIN_REPLY_HOURS })}</p>
      </div>
    </Dialog>
  );
}

