// One factory for the app's outline icons (24×24 viewBox, drawn with currentColor).
import type { ReactElement } from 'react';

export function outlineIcon(d: string, defaultClass = 'size-4', strokeWidth = 1.8) {
  const Icon = ({ className = defaultClass }: { className?: string }): ReactElement => (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
  return Icon;
}
