import { useTranslation } from 'react-i18next';

export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#0f766e" /><path d="M9 12h14l-1.5 11h-11z" fill="#fff" /><path d="M12 12a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2" fill="none" /></svg>
      <span className="text-lg whitespace-nowrap">{t('app-name')}</span>
    </span>
  );
}
