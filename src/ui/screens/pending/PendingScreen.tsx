import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../kit/EmptyState';

type Reason = 'pending' | 'not-allowed' | 'not-found';

/** A screen a later release builds: its name and an honest empty state, nothing fake. */
export function PendingScreen({ screen, reason = 'pending' }: { screen: string; reason?: Reason }) {
  const { t } = useTranslation('shell');
  const body = reason === 'pending' ? t('pending.body') : t(`pending.${reason}`);
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t(`screens.${screen}`)}</h1>
      <EmptyState
        title={t(`screens.${screen}`)}
        body={body}
        icon={
          <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
          </svg>
        }
        action={reason !== 'pending' ? <Link href="/" className="text-sm font-semibold text-teal-700 hover:underline">{t('pending.home')}</Link> : undefined}
      />
    </section>
  );
}
