// Route /statistics (part 2 §2 Statistics screen, §7 Statistics): the month's figures in charts.
import { useTranslation } from 'react-i18next';

export function StatisticsScreen() {
  const { t } = useTranslation('statistics');
  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-5">
      <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
    </section>
  );
}
