import { useTranslation } from 'react-i18next';

/** A profile picture, or the name's initials when there is none. */
export function PictureFace({ url, name, size = 'size-20' }: { url: string | null; name: string; size?: string }) {
  const { t } = useTranslation('account');
  const initials = name.split(/\s+/).map((w) => w[0] ?? '').slice(0, 2).join('').toUpperCase();
  return url ? (
    <img src={url} alt={t('picture.alt')} className={`${size} shrink-0 rounded-full bg-slate-100 object-cover`} />
  ) : (
    <span className={`${size} flex shrink-0 items-center justify-center rounded-full bg-teal-100 text-2xl font-bold text-teal-800`} aria-hidden="true">{initials}</span>
  );
}
