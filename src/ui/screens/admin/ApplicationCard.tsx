// One Join Us application as the administrator reads it: the company, contact, links, PDF, and the decision.
import { useTranslation } from 'react-i18next';
import { fetchJoinAttachment } from '../../../api/join-review';
import type { JoinReviewItem } from '../../../api/schemas/join-review';
import { dateTimeFormat } from '../../../domain/intl-formats';
import { intlLocale } from '../../../domain/intl-locale';
import { localDigits } from '../../../domain/numbers';
import { useLocale, useNotify } from '../../app-context';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { UserText } from '../../kit/UserText';

const STATUS_CLASS = { pending: 'bg-amber-100 text-amber-900', approved: 'bg-emerald-100 text-emerald-900', declined: 'bg-rose-100 text-rose-900' } as const;

export function ApplicationCard({ application: a, onApprove, onDecline }: { application: JoinReviewItem; onApprove: () => void; onDecline: () => void }) {
  const { t } = useTranslation(['admin', 'countries']);
  const [locale] = useLocale();
  const notify = useNotify();
  const when = (iso: string) => dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuwait' }).format(new Date(iso));
  const titleId = `application-${a.id}`;
  const openPdf = async () => {
    // The PDF is private: fetched with the token, then opened from a blob in a new tab.
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await fetchJoinAttachment(a.id));
      if (tab) tab.location.href = url; else window.location.assign(url);
    } catch {
      tab?.close();
      notify({ key: 'admin:pdf-failed', severity: 'error' });
    }
  };
  const links = [a.website, a.facebook, a.instagram].filter(Boolean);
  return (
    <article aria-labelledby={titleId} data-application={a.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900"><UserText text={a.companyName} truncate={false} /></h2>
          <p className="text-sm text-slate-600">{t('admin:received', { when: when(a.createdAt) })}</p>
        </div>
        <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASS[a.status])}>{t(`admin:status.${a.status}`)}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="font-medium text-slate-700">{t('admin:contact')}</dt>
          <dd className="break-words text-slate-600"><bdi>{a.email}</bdi> · <bdi dir="ltr">{a.phoneNumber}</bdi></dd>
          <dd className="text-slate-600"><UserText text={a.fullAddress} truncate={false} /></dd>
          <dd className="text-slate-600">
            {t(`countries:cities.${a.country}.${a.city}`, { defaultValue: a.city })}{locale === 'ar' ? '، ' : ', '}{t(`countries:names.${a.country}`, { defaultValue: a.country })}
          </dd>
          <dd className="text-slate-600">{t('admin:size', { size: localDigits(a.companySize, locale) })}</dd>
        </div>
        {a.aboutCompany && (
          <div className="min-w-0">
            <dt className="font-medium text-slate-700">{t('admin:about')}</dt>
            <dd className="whitespace-pre-line break-words text-slate-600"><UserText text={a.aboutCompany} truncate={false} /></dd>
          </div>
        )}
        {links.length > 0 && (
          <div className="min-w-0">
            <dt className="font-medium text-slate-700">{t('admin:links')}</dt>
            {links.map((link) => (
              <dd key={link} className="truncate"><a href={link} target="_blank" rel="noopener noreferrer nofollow" className="text-teal-700 hover:underline"><bdi>{link}</bdi></a></dd>
            ))}
          </div>
        )}
      </dl>
      <div>
        {a.attachmentName
          ? <Button variant="link" onClick={openPdf}>{t('admin:pdf', { name: a.attachmentName })}</Button>
          : <span className="text-sm text-slate-500">{t('admin:no-pdf')}</span>}
      </div>
      {a.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={onApprove} aria-describedby={titleId}>{t('admin:approve')}</Button>
          <Button variant="secondary" onClick={onDecline} aria-describedby={titleId}>{t('admin:decline')}</Button>
        </div>
      ) : (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-decision={a.status}>
          <p>{t('admin:decided', { status: t(`admin:status.${a.status}`), who: a.decidedBy, when: a.decidedAt ? when(a.decidedAt) : '' })}</p>
          {a.declineReason && <p className="mt-1 break-words">{t('admin:reason', { reason: a.declineReason })}</p>}
        </div>
      )}
    </article>
  );
}
