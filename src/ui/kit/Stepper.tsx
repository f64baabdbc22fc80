// Numbered steps with the current one marked (aria-current="step"); done steps show a check. With
// onStepClick the indicators are buttons; `compact` shows only the current step's label (7 steps),
// and below `sm` smaller dots without it, so seven steps fit a 320 px phone.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../domain/numbers';
import { cx } from './cx';

export function Stepper({ steps, current, label, onStepClick, compact }: {
  steps: readonly string[]; current: number; label: string; onStepClick?: (index: number) => void; compact?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <ol aria-label={label} className={cx('flex items-center', compact ? 'gap-1 sm:gap-1.5' : 'gap-3')}>
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        const dot = (
          <span
            className={cx(
              compact ? 'max-sm:size-6' : '', 'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold transition',
              done && 'bg-teal-700 text-white',
              active && 'bg-teal-50 text-teal-800 ring-2 ring-teal-700',
              !done && !active && 'bg-slate-100 text-slate-500',
            )}
          >
            {done ? (
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true"><path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" /></svg>
            ) : (
              formatNumber(index + 1, i18n.language)
            )}
          </span>
        );
        const text = (
          <span className={cx('text-sm whitespace-nowrap', active ? 'font-semibold text-slate-900' : 'text-slate-500', compact && !active && 'sr-only', compact && active && 'max-sm:sr-only',
            // Three labels or more do not fit a 320 px phone beside their numbers: there only the current one shows.
            !compact && !active && steps.length > 2 && 'max-[24rem]:sr-only')}>{step}</span>
        );
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className={cx('flex items-center', compact ? 'gap-1 sm:gap-1.5' : 'gap-3', index < steps.length - 1 && 'flex-1')}>
            {onStepClick ? (
              <button type="button" onClick={() => onStepClick(index)} title={step} className="flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
                {dot}
                {text}
              </button>
            ) : (
              <span className="flex items-center gap-2">{dot}{text}</span>
            )}
            {index < steps.length - 1 && <span aria-hidden="true" className={cx('h-0.5 flex-1 rounded-full', compact ? 'min-w-2' : '', done ? 'bg-teal-700' : 'bg-slate-200')} />}
          </li>
        );
      })}
    </ol>
  );
}
