// Join Us countries (part 1 §2): six Gulf states with dialling prefixes, flags and their main cities.
// City names are i18n keys under `countries:cities.<country>.<city>`.
export const COUNTRIES = [
  { code: 'AE', prefix: '971', flag: '🇦🇪', cities: ['abu-dhabi', 'dubai', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah', 'al-ain'] },
  { code: 'SA', prefix: '966', flag: '🇸🇦', cities: ['riyadh', 'jeddah', 'mecca', 'medina', 'dammam', 'khobar', 'taif', 'tabuk', 'abha'] },
  { code: 'BH', prefix: '973', flag: '🇧🇭', cities: ['manama', 'muharraq', 'riffa', 'hamad-town', 'isa-town', 'sitra'] },
  { code: 'KW', prefix: '965', flag: '🇰🇼', cities: ['kuwait-city', 'hawalli', 'salmiya', 'farwaniya', 'jahra', 'ahmadi', 'mubarak-al-kabeer', 'fahaheel'] },
  { code: 'OM', prefix: '968', flag: '🇴🇲', cities: ['muscat', 'salalah', 'sohar', 'nizwa', 'sur', 'ibri'] },
  { code: 'QA', prefix: '974', flag: '🇶🇦', cities: ['doha', 'al-rayyan', 'al-wakrah', 'al-khor', 'umm-salal', 'lusail'] },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function countryOf(code: string) {
  return COUNTRIES.find((c) => c.code === code);
}

export function citiesOf(code: string): readonly string[] {
  return countryOf(code)?.cities ?? [];
}

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
