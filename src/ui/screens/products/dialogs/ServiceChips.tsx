// Promotion shortcuts to /services with the dialog to open (part 2 §2: openDialog, product, productId).
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

const SERVICES = [
  { dialog: 'boost', label: 'boost', icon: 'M12 19V5m0 0-6 6m6-6 6 6' },
  { dialog: 'flash-sale', label: 'flash-sale', icon: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z' },
  { dialog: 'refresh', label: 'refresh', icon: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7' },
] as const;

export function servicesHref(dialog: string, slug: string, id: number): string {
  return `/services?${new URLSearchParams({ openDialog: dialog, product: slug, productId: String(id) })}`;
}

export function ServiceChips({ slug, id }: { slug: string; id: number }) {
  const { t } = useTranslation('product-dialogs');
  return (
    <nav aria-label={t('promote')} className="flex flex-wrap items-center gap-2">
      {SERVICES.map((s) => (
        <Link
          key={s.dialog}
          href={servicesHref(s.dialog, slug, id)}
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-300 ring-inset transition hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d={s.icon} /></svg>
          {t(s.label)}
        </Link>
      ))}
    </nav>
  );
}
