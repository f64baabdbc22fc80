// An activity or response figure (a percentage) in part 2 §9's colours — 75 and above green, 50 and
// above orange, else red — with its band in words beside it, so the colour is never the only sign.
import { useTranslation } from 'react-i18next';
import { activityLevel } from '../../domain/activity-level';
import { formatPercent } from '../../domain/numbers';
import { cx } from './cx';

const TONES = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  medium: 'bg-orange-50 text-orange-800 ring-orange-300',
  low: 'bg-rose-50 text-rose-800 ring-rose-300',
} as const;

export function ActivityFigure({ percent }: { percent: number }) {
  const { t, i18n } = useTranslation('common');
  const level = activityLevel(percent);
  return (
    <span data-level={level} className={cx('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[level])}>
      {t('activity.figure', { percent: formatPercent(percent / 100, i18n.language), level: t(`activity.${level}`) })}
    </span>
  );
}
