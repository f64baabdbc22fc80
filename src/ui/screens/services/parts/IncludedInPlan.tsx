// The review of a service paid with one of the membership's included credits shows this in
// place of the price. It reads the credits the dialog loaded; the server decides again when booking.
import { useTranslation } from 'react-i18next';

export function IncludedInPlan({ credits }: { credits: number }) {
  const { t } = useTranslation('services');
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-emerald-50 p-4 text-sm ring-1 ring-emerald-200" data-testid="included-in-plan">
      <p className="text-base font-bold text-emerald-900">{t('included.title')}</p>
      <p className="text-emerald-800">{t('included.credits', { count: credits })}</p>
    </div>
  );
}
