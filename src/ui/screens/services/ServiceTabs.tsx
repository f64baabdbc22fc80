// The membership's services as tabs (part 2 §2): flash sales, boost ad, refresh credits, banners, each
// with the count of its bookings, the credits left of it, and the bookings as expandable items. The
// same component on /services and in the account screen's services section.
import { Disclosure, DisclosureButton, DisclosurePanel, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { MembershipService } from '../../../api/schemas/memberships';
import type { CompanyBanner, CompanyOffer } from '../../../api/schemas/promotions';
import { formatDayMonthYear } from '../../../domain/dates';
import { formatKwd } from '../../../domain/money';
import { formatNumber } from '../../../domain/numbers';
import { Button } from '../../kit/Button';
import { cx } from '../../kit/cx';
import { UserText } from '../../kit/UserText';
import { lastDay, ServiceStatusBadge } from './parts/ServiceStatusBadge';
import type { ServiceCard } from './service-cards.connect';
import { serviceTabsView, type ServiceTabKey } from './service-tabs.connect';

/** §3: each service item has its gradient colours. */
const GRADIENT: Record<ServiceTabKey, string> = {
  flash_sale: 'from-rose-500 to-orange-400',
  boots_ad: 'from-teal-600 to-emerald-400',
  refresh_credits: 'from-sky-600 to-cyan-400',
  banner: 'from-violet-600 to-fuchsia-400',
};

export type ServiceBookings = { offers: CompanyOffer[]; banners: CompanyBanner[] };

type Props = {
  services: MembershipService[];
  /** Credits left (a paid membership) or brought each period (an unpaid one). */
  creditsAre: 'left' | 'a-period';
  bookings: ServiceBookings;
  /** Pay an unpaid booking (the company only); without it no Pay button shows. */
  onPay?: (path: string) => void;
  labelledBy?: string;
};

export function ServiceTabs({ services, creditsAre, bookings, onPay, labelledBy }: Props) {
  const { t, i18n } = useTranslation('services');
  const tabs = serviceTabsView(services, bookings, Date.now());
  return (
    <TabGroup className="flex min-w-0 flex-col gap-3" data-testid="service-tabs">
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <TabList aria-labelledby={labelledBy} className="flex w-max gap-1 rounded-xl bg-slate-100 p-1">
          {tabs.map((tab) => (
            <Tab key={tab.key} data-service={tab.key}
              className="flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 outline-none data-focus:ring-2 data-focus:ring-teal-600 data-hover:text-slate-900 data-selected:bg-white data-selected:text-teal-800 data-selected:shadow-sm">
              <span>{t(`services:service-tabs.${tab.key}`)}</span>
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700" data-testid="service-tab-count">
                {formatNumber(tab.items.length, i18n.language)}
              </span>
            </Tab>
          ))}
        </TabList>
      </div>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.key} className="flex flex-col gap-2 outline-none">
            <p className="text-sm text-slate-600">
              {tab.credits === null
                ? t('services:service-tabs.not-included')
                : t(creditsAre === 'left' ? 'services:service-tabs.credits-left' : 'services:service-tabs.credits-a-period', { count: tab.credits })}
            </p>
            {tab.items.length === 0
              ? <p className="rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-slate-500">{t(`services:service-tabs.empty-${tab.key}`)}</p>
              : (
                <ul className="flex flex-col gap-2">
                  {tab.items.map((item) => <li key={item.key}><ServiceItem item={item} gradient={GRADIENT[tab.key]} onPay={onPay} /></li>)}
                </ul>
              )}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

function ServiceItem({ item, gradient, onPay }: { item: ServiceCard; gradient: string; onPay?: (path: string) => void }) {
  const { t, i18n } = useTranslation('services');
  const locale = i18n.language;
  const discount = item.discount && ('percent' in item.discount
    ? t('card.discount-percent', { value: formatNumber(item.discount.percent, locale) })
    : t('card.discount-fixed', { value: formatKwd(item.discount.fixed, locale) }));
  return (
    <Disclosure as="div" data-testid="service-item" data-status={item.status} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
      <DisclosureButton className="group flex w-full min-w-0 items-center gap-3 px-3 py-2.5 text-start outline-none data-focus:ring-2 data-focus:ring-teal-600 data-focus:ring-inset">
        <span aria-hidden="true" className={cx('h-8 w-1.5 shrink-0 rounded-full bg-gradient-to-b', gradient)} />
        <span className="flex min-w-0 flex-1 flex-col">
          <UserText text={item.subject} className="text-sm font-medium text-slate-900" />
          <span className="text-xs text-slate-500">{t(`kind.${item.kind}`)}</span>
        </span>
        <ServiceStatusBadge status={item.status} from={item.from} />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-400 transition-transform group-data-open:rotate-180">
          <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </DisclosureButton>
      <DisclosurePanel className="flex flex-col gap-3 border-t border-slate-100 px-3 py-3 text-sm">
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
          <dt className="text-slate-500">{t('card.dates')}</dt>
          <dd className="text-slate-800">{t('card.range', { from: formatDayMonthYear(item.from, locale), to: formatDayMonthYear(lastDay(item.to), locale) })}</dd>
          <dt className="text-slate-500">{t('card.amount')}</dt>
          <dd className="text-slate-800">{formatKwd(item.amount, locale)}</dd>
          {discount && <><dt className="text-slate-500">{t('service-tabs.discount')}</dt><dd className="text-slate-800">{discount}</dd></>}
        </dl>
        {item.description && <p dir="auto" className="break-words text-slate-600">{item.description}</p>}
        {item.topDays > 0 && <p className="text-slate-600">{t('card.top-days', { count: item.topDays })}</p>}
        {item.payPath && onPay && <div><Button onClick={() => onPay(item.payPath!)}>{t('card.pay')}</Button></div>}
      </DisclosurePanel>
    </Disclosure>
  );
}
