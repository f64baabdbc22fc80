// Route /helper (part 1 §2): how each flow works, in the user's language, each with its screen's link.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectUser } from '../../../machines/session/session.selectors';
import { useSessionActor } from '../../app-context';
import { HELP_SECTIONS, linkShownTo } from './help-sections';

export function HelperScreen() {
  const { t } = useTranslation('helper');
  const role = useSelector(useSessionActor(), selectUser)?.roles[0];
  return (
    <article aria-labelledby="screen-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-600">{t('intro')}</p>
      </header>
      <nav aria-labelledby="help-contents" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="help-contents" className="mb-2 text-sm font-semibold text-slate-700">{t('contents')}</h2>
        <ul className="flex flex-wrap gap-2">
          {HELP_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#help-${s.id}`} className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600">
                {t(`sections.${s.id}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {HELP_SECTIONS.map((s) => (
        <section key={s.id} id={`help-${s.id}`} aria-labelledby={`help-${s.id}-title`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id={`help-${s.id}-title`} className="text-lg font-semibold text-slate-900">{t(`sections.${s.id}.title`)}</h2>
          <ol className="mt-3 list-decimal space-y-1.5 ps-5 text-slate-700 rtl:[list-style-type:arabic-indic]">
            {Array.from({ length: s.steps }, (_, i) => <li key={i}>{t(`sections.${s.id}.steps.s${i + 1}`)}</li>)}
          </ol>
          {linkShownTo(s, role) && (
            <Link href={s.href} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal-700 hover:underline">
              {t('open', { screen: t(`sections.${s.id}.screen`) })}
              <span aria-hidden="true" className="rtl:-scale-x-100">→</span>
            </Link>
          )}
        </section>
      ))}
    </article>
  );
}
