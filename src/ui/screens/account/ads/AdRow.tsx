// One ad in the account screen's Ads section: picture, name, price, its standing (active, boosted, on
// offer) and, for the company, the menu of the services it may take.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { PromotedProduct } from '../../../../api/promoted-product';
import type { AdService } from '../../../../machines/account-ads/ad-services';
import { formatKwd } from '../../../../domain/money';
import { cx } from '../../../kit/cx';
import { UserText } from '../../../kit/UserText';

const PILL = 'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

export function AdRow({ ad, services, onChoose }: { ad: PromotedProduct; services: AdService[]; onChoose: (service: AdService) => void }) {
  const { t, i18n } = useTranslation('account');
  return (
    <article data-testid="account-ad" className="flex min-w-0 items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      {ad.imageUrl
        ? <img src={ad.imageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
        : <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-slate-100" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <UserText text={ad.name} className="font-medium text-slate-900" />
        <span className="text-sm text-slate-600">{formatKwd(ad.price, i18n.language)}</span>
        <div className="flex flex-wrap gap-1.5">
          <span className={cx(PILL, ad.isActive ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-200')}>
            {t(ad.isActive ? 'ads.active' : 'ads.inactive')}
          </span>
          {ad.isBoosted && <span className={cx(PILL, 'bg-teal-50 text-teal-800 ring-teal-200')}>{t('ads.boosted')}</span>}
          {ad.offers.length > 0 && <span className={cx(PILL, 'bg-rose-50 text-rose-800 ring-rose-200')}>{t('ads.on-offer')}</span>}
        </div>
      </div>
      {services.length > 0 && (
        <Menu>
          <MenuButton aria-label={t('ads.menu', { name: ad.name })}
            className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 outline-none hover:bg-slate-100 data-focus:ring-2 data-focus:ring-teal-600">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <circle cx="10" cy="4" r="1.6" /><circle cx="10" cy="10" r="1.6" /><circle cx="10" cy="16" r="1.6" />
            </svg>
          </MenuButton>
          <MenuItems anchor="bottom end" className="z-50 w-56 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
            {services.map((service) => (
              <MenuItem key={service}>
                <button type="button" onClick={() => onChoose(service)} className="block w-full rounded-lg px-3 py-2 text-start text-sm text-slate-800 data-focus:bg-slate-100">
                  {t(`ads.service.${service}`)}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      )}
    </article>
  );
}
