// Words for a membership's parts: a period ('3 months', 'سنة واحدة') and a service (§9 service types).
import type { TFunction } from 'i18next';

export const periodText = (t: TFunction<'membership'>, period: { periodUnit: 'month' | 'year'; periodCount: number }) =>
  t(`period.${period.periodUnit}`, { count: period.periodCount });

export const serviceText = (t: TFunction<'membership'>, type: number) => t(`service.${type}` as 'service.18');
