// A person's picture, or their initials on a tinted disc: beside their name, so it says nothing more.
import { cx } from '../../kit/cx';

export function PersonAvatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-10 text-sm';
  if (url) return <img src={url} alt="" className={cx('shrink-0 rounded-full object-cover', box)} />;
  const initials = name.split(/\s+/).filter(Boolean).map((word) => [...word][0]).slice(0, 2).join('').toUpperCase();
  return (
    <span aria-hidden="true" className={cx('flex shrink-0 items-center justify-center rounded-full bg-teal-100 font-bold text-teal-800', box)}>
      {initials}
    </span>
  );
}
