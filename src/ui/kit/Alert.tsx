import type { ReactNode } from 'react';
import { cx } from './cx';

const tones = {
  error: 'bg-rose-50 text-rose-800 ring-rose-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
};

export function Alert({ tone, children, className }: { tone: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} className={cx('rounded-lg px-4 py-3 text-sm ring-1 ring-inset', tones[tone], className)}>
      {children}
    </div>
  );
}
