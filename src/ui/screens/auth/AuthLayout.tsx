import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../kit/Logo';
import { LanguageToggle } from './LanguageToggle';

const POINTS = ['brand-point-listings', 'brand-point-requests', 'brand-point-chats'] as const;

/** Large screens: brand panel on the start side, form on the end side. Small: one centred card. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-teal-700 text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div aria-hidden="true" className="absolute -end-24 -top-24 size-96 rounded-full bg-teal-600/50" />
        <div aria-hidden="true" className="absolute -bottom-32 -start-16 size-80 rounded-full bg-teal-800/60" />
        <Logo className="relative text-white! [&_rect]:fill-white/15" />
        <div className="relative max-w-md">
          <h2 className="text-3xl font-bold leading-tight">{t('brand-heading')}</h2>
          <p className="mt-4 text-base text-white">{t('brand-line')}</p>
          <ul className="mt-8 flex flex-col gap-3 text-sm text-teal-50">
            {POINTS.map((key) => (
              <li key={key} className="flex items-center gap-3">
                <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white/15">✓</span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-teal-50" suppressHydrationWarning>{t('copyright', { year: new Date().getFullYear() })}</p>
      </aside>
      <main className="flex min-h-dvh flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <Logo className="lg:invisible" />
          <LanguageToggle />
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-slate-500">{subtitle}</p>}
            <div className="mt-8">{children}</div>
          </div>
        </div>
        {footer && <div className="mx-auto w-full max-w-md text-center text-xs text-slate-600">{footer}</div>}
      </main>
    </div>
  );
}
