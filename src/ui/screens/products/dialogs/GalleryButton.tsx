// A round icon button on the gallery's dark backdrop.
import { cx } from '../../../kit/cx';

export const ICONS = {
  zoomIn: 'M11 8v6M8 11h6m7 10-4.3-4.3M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0z',
  zoomOut: 'M8 11h6m7 10-4.3-4.3M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0z',
  close: 'M6 6l12 12M18 6 6 18',
  chevronBack: 'm15 18-6-6 6-6',
  chevronForward: 'm9 18 6-6-6-6',
};

export function GalleryButton({ label, icon, onClick, disabled, mirrored, className }: {
  label: string; icon: string; onClick: () => void; disabled?: boolean;
  /** Direction arrows point the other way in RTL. */
  mirrored?: boolean; className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cx('rounded-full p-2.5 text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-35', className)}
    >
      <svg viewBox="0 0 24 24" className={cx('size-5', mirrored && 'rtl:-scale-x-100')} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d={icon} /></svg>
    </button>
  );
}
