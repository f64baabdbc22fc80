// A countdown to an instant (part 2 §4): "3 days and 5 hours" over a day, else a ticking h:mm:ss,
// in the locale's words and digits. It re-renders itself only; the clock is read on each tick.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText, countdownOf, tickOf } from '../../domain/countdown';
import { localDigits } from '../../domain/numbers';

export function Countdown({ until, now = Date.now }: { until: string; now?: () => number }) {
  const { t, i18n } = useTranslation('common');
  const end = Date.parse(until);
  const [at, setAt] = useState(now);
  const left = countdownOf(end, at);
  const tick = tickOf(left);
  useEffect(() => {
    if (tick === null) return;
    const timer = window.setInterval(() => setAt(now()), tick);
    return () => window.clearInterval(timer);
  }, [tick, now]);

  if (left.kind === 'over') return <span>{t('countdown.over')}</span>;
  if (left.kind === 'days') {
    return (
      <span>
        {t('countdown.days-and-hours', { days: t('countdown.days', { count: left.days }), hours: t('countdown.hours', { count: left.hours }) })}
      </span>
    );
  }
  // A clock reads left to right in both languages; its label says what it is.
  return (
    <time dateTime={`PT${left.hours}H${left.minutes}M${left.seconds}S`} dir="ltr" className="tabular-nums">
      {localDigits(clockText(left), i18n.language)}
    </time>
  );
}
