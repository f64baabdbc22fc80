// One name per service, in both languages, between the Add menu, the cards, the
// membership's service list and the dialog's own title (the spec's names: "Flash discount", "Ad refresh"…).
import { describe, expect, it } from 'vitest';
import arBanners from '../../../locales/ar/services-banners.json';
import arBoost from '../../../locales/ar/services-boost.json';
import arFlash from '../../../locales/ar/services-flash.json';
import arMembership from '../../../locales/ar/membership.json';
import arPromo from '../../../locales/ar/services-promo.json';
import arServices from '../../../locales/ar/services.json';
import enBanners from '../../../locales/en/services-banners.json';
import enBoost from '../../../locales/en/services-boost.json';
import enFlash from '../../../locales/en/services-flash.json';
import enMembership from '../../../locales/en/membership.json';
import enPromo from '../../../locales/en/services-promo.json';
import enServices from '../../../locales/en/services.json';

const locales = {
  en: { services: enServices, boost: enBoost, flash: enFlash, promo: enPromo, banners: enBanners, membership: enMembership },
  ar: { services: arServices, boost: arBoost, flash: arFlash, promo: arPromo, banners: arBanners, membership: arMembership },
};

describe.each(Object.entries(locales))('service names in %s', (_, l) => {
  it('names each service the same in the Add menu, on its cards and in its dialog', () => {
    const dialogTitle = {
      boost: l.boost.title, 'flash-sale': l.flash.title, refresh: l.flash.refresh.title, 'promo-offer': l.promo.title,
      'premium-banner': l.banners.title.premium, 'double-banner': l.banners.title.double, 'sliding-banner': l.banners.title.sliding,
    };
    expect(l.services.dialog).toEqual(dialogTitle);
    expect(l.services.kind).toEqual({
      boost: dialogTitle.boost, flash: dialogTitle['flash-sale'], refresh: dialogTitle.refresh, promo: dialogTitle['promo-offer'],
      premium: dialogTitle['premium-banner'], sliding: dialogTitle['sliding-banner'], double: dialogTitle['double-banner'],
    });
  });
});

it("uses the spec's English names", () => {
  expect(enServices.dialog).toMatchObject({ boost: 'Boost ad', 'flash-sale': 'Flash discount', refresh: 'Ad refresh', 'promo-offer': 'Promo offer', 'sliding-banner': 'Sliding banner' });
  expect(arServices.dialog['sliding-banner']).toBe('بانر متحرك');
});
