// The services card (part 1 §2 Overview): two tiles, ad services (/services, tab 0) and brand
// awareness (tab 1).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChevronIcon, MegaphoneIcon, SparkIcon } from './overview-icons';
import { OverviewCard } from './OverviewCard';

export function ServicesCard() {
  const { t } = useTranslation('overview');
  const tiles = [
    { href: '/services?tab=0', title: t('services.ads'), body: t('services.ads-body'), icon: <MegaphoneIcon className="size-5" />, tone: 'bg-teal-50 text-teal-700' },
    { href: '/services?tab=1', title: t('services.brand'), body: t('services.brand-body'), icon: <SparkIcon className="size-5" />, tone: 'bg-amber-50 text-amber-700' },
  ];
  return (
    <OverviewCard id="overview-services" title={t('services.title')}>
      <ul className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 xl:grid-cols-1 min-[1400px]:grid-cols-2">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              href={tile.href}
              className="flex h-full items-center gap-3 rounded-xl p-3 ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-teal-300 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tile.tone}`}>{tile.icon}</span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold text-slate-900">{tile.title}</span>
                <span className="text-xs text-slate-500">{tile.body}</span>
              </span>
              <ChevronIcon className="size-4 shrink-0 text-slate-400 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
    </OverviewCard>
  );
}
